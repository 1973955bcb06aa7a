import { NotificationOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
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
  const { data, isError } = usePublishedNoticeQuery(noticeId);
  return (
    <InboxReader
      textKeys="layout.notices"
      title={data?.noticeTitle}
      meta={data ? `${data.createBy} · ${data.createTime ?? ''}` : undefined}
      isError={isError}
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
    <NavbarInbox
      entries={entries}
      unreadCount={data.unreadCount}
      icon={<NotificationOutlined />}
      testId="notice-bell"
      textKeys="layout.notices"
      onRead={(id) => void markRead(id)}
      onMarkAll={() => void markAll()}
      markingAll={markingAll}
      reader={(id, onClose) => <NoticeView noticeId={id} onClose={onClose} />}
    />
  );
}
