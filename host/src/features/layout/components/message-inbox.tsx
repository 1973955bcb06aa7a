import { MailOutlined } from '@ant-design/icons';
import { Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import {
  useInboxMessageQuery,
  useInboxMessagesQuery,
  useMarkMessageReadMutation,
} from '../api/message-inbox-api';
import { type InboxEntry, NavbarInbox } from './navbar-inbox';

/** Read again every two minutes, and whenever messages change (cache tags). */
const REFRESH_MS = 2 * 60_000;

function MessageView({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.messages' });
  const { data, isError } = useInboxMessageQuery(messageId);
  return (
    <Modal open title={data?.title ?? t('title')} footer={null} onCancel={onClose} width={640}>
      {isError ? (
        <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('from', { name: data.createBy, time: data.createTime ?? '' })}
          </Typography.Paragraph>
          {/* Plain text, shown as text: line breaks kept, nothing interpreted. */}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="message-content">
            {data.content}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}

/**
 * The navbar's inbox of in-app messages sent to the user or their roles: the unread
 * count, the newest ten, open one to read it (which marks it read), mark all read.
 * For every signed-in user; nothing shows when the inbox cannot be read.
 */
export function MessageInbox() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.messages' });
  const { data, isError } = useInboxMessagesQuery(undefined, { pollingInterval: REFRESH_MS });
  const [markRead, { isLoading: marking }] = useMarkMessageReadMutation();
  const [reading, setReading] = useState<number | null>(null);
  if (isError || !data) return null;

  const entries: InboxEntry[] = data.rows.map((message) => ({
    id: message.messageId,
    title: message.title,
    meta: t('from', { name: message.createBy, time: message.createTime ?? '' }),
    isRead: message.isRead,
  }));
  return (
    <>
      <NavbarInbox
        entries={entries}
        unreadCount={data.unreadCount}
        icon={<MailOutlined />}
        testId="message-inbox"
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
        onMarkAll={() => void markRead(undefined)}
        markingAll={marking}
      />
      {reading !== null && <MessageView messageId={reading} onClose={() => setReading(null)} />}
    </>
  );
}
