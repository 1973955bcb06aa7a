import type { WireBody, WireData } from '@agency/shared/api/wire';
import { PublicEmpty } from '@agency/shared/features/public-ui/components/public-empty';
import { PublicForm } from '@agency/shared/features/public-ui/components/public-form';
import { PublicTextFields } from '@agency/shared/features/public-ui/components/public-text-fields';
import { StarInput, StarRating } from '@agency/shared/features/public-ui/components/star-rating';
import { usePublicForm } from '@agency/shared/features/public-ui/hooks/use-public-form';
import { usePublicQuery } from '@agency/shared/features/public-ui/hooks/use-public-query';
import { checkTextFields, type PublicTextSpec } from '@agency/shared/features/public-ui/utils/check-text';
import { fetchPublic } from '@agency/shared/features/request/api/fetch-request';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { useTranslation } from 'react-i18next';

/** The shown reviews (newest 20), their average score and how many there are. */
type PublicReviews = WireData<'/public/house/{id}/evaluations', 'get'>;

/** What a visitor sends (`POST /public/house/{id}/evaluations`). */
type ReviewInput = WireBody<'/public/house/{id}/evaluations', 'post'>;

const FIELDS: readonly PublicTextSpec<ReviewInput>[] = [
  { name: 'author', key: 'author', max: 64, autoComplete: 'name' },
  { name: 'content', key: 'content', max: 500, rows: 3 },
];

/**
 * The reviews of a listed house on its public page: the average score, the shown
 * reviews (newest first) and a short form for visitors (no login; the server limits
 * how many an address may leave and says so in the visitor's language).
 */
export function HouseReviews({ houseId }: { houseId: string }) {
  const { t } = useTranslation('house', { keyPrefix: 'houseDetail.reviews' });
  const url = `/public/house/${encodeURIComponent(houseId)}/evaluations`;
  const { data, error, refetch } = usePublicQuery<PublicReviews>(url);
  const form = usePublicForm<ReviewInput>({
    initial: { score: 0, author: '', content: '' },
    validate: (values) => ({
      score: values.score ? null : t('scoreRequired'),
      ...checkTextFields(values, FIELDS, t),
    }),
    send: async (values) => {
      const body = { author: values.author.trim(), score: values.score, content: values.content.trim() };
      const answer = await fetchPublic<AjaxResult>(url, { method: 'POST', body });
      refetch();
      return answer.msg || t('thanks');
    },
  });

  return (
    <section className="house-reviews" data-testid="house-reviews">
      <hr className="pui-divider" />
      <div className="pui-row" style={{ alignItems: 'baseline', gap: 12 }}>
        <h5 style={{ margin: 0 }}>{t('title')}</h5>
        {data && data.count > 0 && (
          <span className="pui-row">
            <StarRating value={data.average ?? 0} small />
            <span className="pui-secondary">
              {t('average', { average: data.average ?? 0, count: data.count })}
            </span>
          </span>
        )}
      </div>
      {error ? (
        <p className="pui-secondary">{t('loadFailed')}</p>
      ) : data && data.rows.length === 0 ? (
        <PublicEmpty description={t('none')} />
      ) : (
        <ul className="house-reviews-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(data?.rows ?? []).map((review, index) => (
            <li
              key={`${review.createTime ?? ''}-${index}`}
              style={{ padding: '12px 0', borderBottom: '1px solid var(--pui-split)' }}
            >
              <div className="pui-row" style={{ justifyContent: 'space-between' }}>
                <span className="pui-strong">{review.author}</span>
                <StarRating value={review.score} small />
              </div>
              <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{review.content}</p>
              {review.createTime && (
                <span className="pui-secondary pui-small">{review.createTime.slice(0, 10)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h5>{t('leave')}</h5>
      <PublicForm form={form} submitLabel={t('submit')}>
        <StarInput label={t('score')} {...form.bind('score')} />
        <PublicTextFields form={form} fields={FIELDS} t={t} />
      </PublicForm>
    </section>
  );
}
