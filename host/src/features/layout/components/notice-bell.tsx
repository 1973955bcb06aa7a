import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { NotificationOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, List, Modal, Popover, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import {
  type TopNotice,
  useMarkAllNoticesReadMutation,
  useMarkNoticeReadMutation,
  usePublishedNoticeQuery,
  useTopNoticesQuery,
} from '../api/notice-bell-api';

/** Read again every few minutes, and whenever a notice changes (cache tags). */
const REFRESH_MS = 5 * 60_000;

function NoticeView({ noticeId, onClose }: { noticeId: number; onClose: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.notices' });
  const { data, isError } = usePublishedNoticeQuery(noticeId);
  return (
    <Modal open title={data?.noticeTitle ?? t('title')} footer={null} onCancel={onClose} width={640}>
      {isError ? (
        <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {data.createBy} · {data.createTime}
          </Typography.Paragraph>
          {/* Rich text sanitised by the server on every write (allow-listed tags, no scripts). */}
          <div className="notice-content" dangerouslySetInnerHTML={{ __html: data.noticeContent ?? '' }} />
        </>
      )}
    </Modal>
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
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<number | null>(null);
  // On a phone the bell sits mid-navbar: a centred popover stays on the screen.
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  if (isError || !data) return null;
  const label = t('unread', { count: data.unreadCount });

  const openNotice = (notice: TopNotice) => {
    setOpen(false);
    setReading(notice.noticeId);
    if (!notice.isRead) void markRead(notice.noticeId);
  };

  const content = (
    <Flex vertical style={{ width: 320, maxWidth: 'calc(100vw - 48px)' }}>
      {data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <List
          size="small"
          dataSource={data.rows}
          renderItem={(notice) => (
            <List.Item
              key={notice.noticeId}
              onClick={() => openNotice(notice)}
              style={{ cursor: 'pointer', opacity: notice.isRead ? 0.5 : 1, paddingInline: 0 }}
              data-testid="notice-bell-item"
            >
              <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                <Flex gap={6} align="center" style={{ minWidth: 0 }}>
                  <Tag color={notice.noticeType === '1' ? 'orange' : 'green'}>
                    {notice.noticeType === '1' ? t('typeNotice') : t('typeAnnouncement')}
                  </Tag>
                  <Typography.Text strong={!notice.isRead} ellipsis>
                    {notice.noticeTitle}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {notice.createTime}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {data.unreadCount > 0 && (
        <Button type="link" loading={markingAll} onClick={() => void markAll()}>
          {t('markAll')}
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement={narrow ? 'bottom' : 'bottomRight'}
        title={t('title')}
        content={content}
      >
        <Button
          type="text"
          aria-label={label}
          data-testid="notice-bell"
          icon={
            <Badge count={data.unreadCount} size="small" overflowCount={99} offset={[4, -2]}>
              <NotificationOutlined />
            </Badge>
          }
        />
      </Popover>
      {reading !== null && <NoticeView noticeId={reading} onClose={() => setReading(null)} />}
    </>
  );
}
