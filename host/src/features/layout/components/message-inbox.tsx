import { MailOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import {
  useInboxMessageQuery,
  useInboxMessagesQuery,
  useMarkMessageReadMutation,
} from '../api/message-inbox-api';
import { InboxReader } from './inbox-reader';
import { type InboxEntry, NavbarInbox } from './navbar-inbox';

/** Read again every two minutes, and whenever messages change (cache tags). */
const REFRESH_MS = 2 * 60_000;

function MessageView({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.messages' });
  const { data, isError } = useInboxMessageQuery(messageId);
  return (
    <InboxReader
      textKeys="layout.messages"
      title={data?.title}
      meta={data ? t('from', { name: data.createBy, time: data.createTime ?? '' }) : undefined}
      isError={isError}
      onClose={onClose}
    >
      {data && (
        // Plain text, shown as text: line breaks kept, nothing interpreted.
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="message-content">
          {data.content}
        </Typography.Paragraph>
      )}
    </InboxReader>
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
  if (isError || !data) return null;

  const entries: InboxEntry[] = data.rows.map((message) => ({
    id: message.messageId,
    title: message.title,
    meta: t('from', { name: message.createBy, time: message.createTime ?? '' }),
    isRead: message.isRead,
  }));
  return (
    <NavbarInbox
      entries={entries}
      unreadCount={data.unreadCount}
      icon={<MailOutlined />}
      testId="message-inbox"
      textKeys="layout.messages"
      onRead={(id) => void markRead(id)}
      onMarkAll={() => void markRead(undefined)}
      markingAll={marking}
      reader={(id, onClose) => <MessageView messageId={id} onClose={onClose} />}
    />
  );
}
