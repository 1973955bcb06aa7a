import { NotificationOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import {
  useMarkAllNoticesReadMutation,
  useMarkNoticeReadMutation,
  usePublishedNoticeQuery,
  useTopNoticesQuery,
} from '../api/notice-bell-api';
import { InboxReader } from './inbox-reader';
import { type InboxEntry, NavbarInbox } from './navbar-inbox';

/** Read again every few minutes, and whenever a notice changes (cache tags). */
const REFRESH_MS = 5 * 60_000;

function NoticeView({ noticeId, onClose }: { noticeId: number; onClose: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.notices' });
  const { data, isError } = usePublishedNoticeQuery(noticeId);
  return (
    <InboxReader
      title={data?.noticeTitle}
      fallbackTitle={t('title')}
      meta={data ? `${data.createBy} · ${data.createTime ?? ''}` : undefined}
      isError={isError}
      errorText={t('loadFailed')}
      onClose={onClose}
    >
      {data && (
        // Rich text sanitised by the server on every write (allow-listed tags, no scripts).
        <div className="notice-content" dangerouslySetInnerHTML={{ __html: data.noticeContent ?? '' }} />
      )}
    </InboxReader>
  );
}

/**
 * The navbar's notices, as RuoYi-Vue3 shows them: the unread count, the newest published
 * notices (read ones greyed), open one to read it (which marks it read), mark all read.
 * For every signed-in user; nothing shows when the list cannot be read.
 */
export function NoticeBell() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.notices' });
  const { data, isError } = useTopNoticesQuery(undefined, { pollingInterval: REFRESH_MS });
  const [markRead] = useMarkNoticeReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNoticesReadMutation();
  const [reading, setReading] = useState<number | null>(null);
  if (isError || !data) return null;

  const entries: InboxEntry[] = data.rows.map((notice) => ({
    id: notice.noticeId,
    title: notice.noticeTitle,
    meta: notice.createTime ?? '',
    isRead: notice.isRead,
    tag: (
      <Tag color={notice.noticeType === '1' ? 'orange' : 'green'}>
        {notice.noticeType === '1' ? t('typeNotice') : t('typeAnnouncement')}
      </Tag>
    ),
  }));
  return (
    <>
      <NavbarInbox
        entries={entries}
        unreadCount={data.unreadCount}
        icon={<NotificationOutlined />}
        testId="notice-bell"
        texts={{
          title: t('title'),
          empty: t('empty'),
          markAll: t('markAll'),
          unread: t('unread', { count: data.unreadCount }),
        }}
        onOpen={(entry) => {
          setReading(entry.id);
          if (!entry.isRead) void markRead(entry.id);
        }}
        onMarkAll={() => void markAll()}
        markingAll={markingAll}
      />
      {reading !== null && <NoticeView noticeId={reading} onClose={() => setReading(null)} />}
    </>
  );
}
