import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireData } from '../../../api/wire';
import { PublicButton } from '../../public-ui/components/public-button';
import { PublicDialog } from '../../public-ui/components/public-dialog';
import { PublicSkeleton } from '../../public-ui/components/public-spinner';
import { usePublicQuery } from '../../public-ui/hooks/use-public-query';
import { resolveFileUrl } from '../../upload/utils/file-paths';
import { registerPublicNewsLocales } from '../locales/register-public-news-locales';

/** A published article as the public pages list it. */
type PublicArticle = WireData<'/public/articles', 'get'>[number];

/** With its content: rich text the server sanitised when it was written. */
type PublicArticleContent = WireData<'/public/articles/{articleId}', 'get'>;

registerPublicNewsLocales();

/** How many the public pages list. */
const SHOWN = 3;

function ArticleView({ articleId, onClose }: { articleId: number; onClose: () => void }) {
  const { t } = useTranslation('common', { keyPrefix: 'publicNews' });
  const { data, error } = usePublicQuery<PublicArticleContent>(`/public/articles/${articleId}`);
  return (
    <PublicDialog
      title={data?.title ?? t('title')}
      onClose={onClose}
      footer={<PublicButton onClick={onClose}>{t('close')}</PublicButton>}
    >
      {error ? (
        <p className="pui-danger">{t('loadFailed')}</p>
      ) : !data ? (
        <PublicSkeleton />
      ) : (
        <article>
          <p className="pui-secondary">
            {t('by', { author: data.author, date: data.publishTime?.slice(0, 10) ?? '' })}
          </p>
          {/* Rich text sanitised by the server on every write (allow-listed tags, no scripts). */}
          <div
            className="public-article-content"
            data-testid="public-article-content"
            style={{ overflowWrap: 'anywhere' }}
            dangerouslySetInnerHTML={{ __html: data.content }}
          />
        </article>
      )}
    </PublicDialog>
  );
}

function ArticleLine({ article, onRead }: { article: PublicArticle; onRead: () => void }) {
  const { t } = useTranslation('common', { keyPrefix: 'publicNews' });
  return (
    <li style={{ display: 'flex', gap: 12, padding: '12px 0', borderBottom: '1px solid var(--pui-split)' }}>
      {article.coverImage && (
        <img
          src={resolveFileUrl(article.coverImage)}
          alt=""
          loading="lazy"
          style={{ width: 88, height: 66, objectFit: 'cover', borderRadius: 4, flex: 'none' }}
        />
      )}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 }}>
        <span className="pui-strong">{article.title}</span>
        <span className="pui-secondary pui-small">
          {t('by', { author: article.author, date: article.publishTime?.slice(0, 10) ?? '' })}
        </span>
        {article.summary && (
          <p className="pui-clamp-2" style={{ margin: 0 }}>
            {article.summary}
          </p>
        )}
        <PublicButton variant="link" onClick={onRead} style={{ alignSelf: 'flex-start' }}>
          {t('read')}
        </PublicButton>
      </div>
    </li>
  );
}

/**
 * "News from the agency" on the public house and car pages: the newest published
 * articles; one opens in a dialog. Nothing shows when there is none or they cannot be read
 * (the page is about the house or car, not the news).
 */
export function PublicNews() {
  const { t } = useTranslation('common', { keyPrefix: 'publicNews' });
  const { data = [] } = usePublicQuery<PublicArticle[]>(`/public/articles?limit=${SHOWN}`);
  const [reading, setReading] = useState<number | null>(null);
  if (data.length === 0) return null;
  return (
    <section className="public-news" data-testid="public-news">
      <hr className="pui-divider" />
      <h5>{t('title')}</h5>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.map((article) => (
          <ArticleLine
            key={article.articleId}
            article={article}
            onRead={() => setReading(article.articleId)}
          />
        ))}
      </ul>
      {reading !== null && <ArticleView articleId={reading} onClose={() => setReading(null)} />}
    </section>
  );
}
