import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PublicFeedbackInput } from '../../public-feedback/components/public-feedback-form';
import { PublicFeedbackForm } from '../../public-feedback/components/public-feedback-form';
import { PublicNews } from '../../public-news/components/public-news';
import { usePublicQuery } from '../../public-ui/hooks/use-public-query';
import { isNotFound } from '../utils/is-not-found';
import { PublicPageShell, type PublicPageState } from './public-page-shell';

export interface PublicDetailPageProps<T> {
  /** The page's class, for its styles and tests. */
  className: string;
  /**
   * The page's texts for the states without content: `notAvailable`, `notAvailableHint`,
   * `loadFailed` and `retry` under `keyPrefix` of the remote's namespace `ns`.
   */
  texts: { ns: string; keyPrefix: string };
  /** The public call (no token) for the record of the path's `:id`. */
  url: (id: string) => string;
  /** Whether the record may be shown (listed, on offer); else the page says "not available". */
  isPublic: (record: T) => boolean;
  /** What the visitor's questions are about. */
  subjectType: PublicFeedbackInput['subjectType'];
  /** The record's own view. */
  view: (record: T) => ReactNode;
  /** Shown above the feedback form (the house's reviews). */
  beforeFeedback?: (id: string) => ReactNode;
}

/**
 * A public detail page (`/house/detail/:id`, `/car/detail/:id`, no login): the record of
 * the path's id through its public call, in the shell's states, then "ask the agency" and
 * the agency's news. A record that is not public, or an id that is not a number, is "not
 * available"; the page says itself what went wrong (no token, spec section 7).
 */
export function PublicDetailPage<T>({
  className,
  texts,
  url,
  isPublic,
  subjectType,
  view,
  beforeFeedback,
}: PublicDetailPageProps<T>) {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  const valid = !!id && /^\d+$/.test(id);
  const { data, error, refetch } = usePublicQuery<T>(valid ? url(id) : null);

  let state: PublicPageState = 'ready';
  if (!valid || isNotFound(error) || (data && !isPublic(data))) state = 'not-available';
  else if (error) state = 'failed';
  else if (!data) state = 'loading';

  return (
    <PublicPageShell
      className={className}
      state={state}
      onRetry={refetch}
      texts={{
        notAvailable: t('notAvailable'),
        notAvailableHint: t('notAvailableHint'),
        loadFailed: t('loadFailed'),
        retry: t('retry'),
      }}
    >
      {data && id && (
        <>
          {view(data)}
          <div style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px 32px' }}>
            {beforeFeedback?.(id)}
            <PublicFeedbackForm subjectType={subjectType} subjectId={Number(id)} />
            <PublicNews />
          </div>
        </>
      )}
    </PublicPageShell>
  );
}
