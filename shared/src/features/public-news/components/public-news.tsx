import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Divider, Flex, Modal, Skeleton, Typography } from '../../public-page/components/light-antd';
import { resolveFileUrl } from '../../upload/utils/file-paths';
import { usePublicArticleQuery, usePublicArticlesQuery } from '../api/public-news-api';
import { registerPublicNewsLocales } from '../locales/register-public-news-locales';
import type { PublicArticle } from '../types/public-article';

registerPublicNewsLocales();

/** How many the public pages list. */
const SHOWN = 3;

function ArticleView({ articleId, onClose }: { articleId: number; onClose: () => void }) {
  const { t } = useTranslation('common', { keyPrefix: 'publicNews' });
  const { data, isError } = usePublicArticleQuery(articleId);
  return (
    <Modal
      open
      title={data?.title ?? t('title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      width={720}
    >
      {isError ? (
        <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
      ) : !data ? (
        <Skeleton active />
      ) : (
        <article>
          <Typography.Paragraph type="secondary">
            {t('by', { author: data.author, date: data.publishTime?.slice(0, 10) ?? '' })}
          </Typography.Paragraph>
          {/* Rich text sanitised by the server on every write (allow-listed tags, no scripts). */}
          <div
            className="public-article-content"
            data-testid="public-article-content"
            style={{ overflowWrap: 'anywhere' }}
            dangerouslySetInnerHTML={{ __html: data.content }}
          />
        </article>
      )}
    </Modal>
  );
}

function ArticleLine({ article, onRead }: { article: PublicArticle; onRead: () => void }) {
  const { t } = useTranslation('common', { keyPrefix: 'publicNews' });
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex gap={12} align="flex-start">
        {article.coverImage && (
          <img
            src={resolveFileUrl(article.coverImage)}
            alt=""
            loading="lazy"
            style={{ width: 88, height: 66, objectFit: 'cover', borderRadius: 4, flex: 'none' }}
          />
        )}
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong>{article.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('by', { author: article.author, date: article.publishTime?.slice(0, 10) ?? '' })}
          </Typography.Text>
          {article.summary && (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {article.summary}
            </Typography.Paragraph>
          )}
          <Button type="link" size="small" onClick={onRead} style={{ padding: 0, alignSelf: 'flex-start' }}>
            {t('read')}
          </Button>
        </Flex>
      </Flex>
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
  const { data = [] } = usePublicArticlesQuery(SHOWN);
  const [reading, setReading] = useState<number | null>(null);
  if (data.length === 0) return null;
  return (
    <section className="public-news" data-testid="public-news">
      <Divider />
      <Typography.Title level={5}>{t('title')}</Typography.Title>
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
