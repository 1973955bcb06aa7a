import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { TeamOutlined } from '@ant-design/icons';
import { Button, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMsgReadersQuery } from '../api/msg-api';
import type { Message } from '../types/message';

/** One recipient and when they read it (null: not yet). */
type MessageRecipient = NonNullable<Message['recipients']>[number];

function Readers({ messageId }: { messageId: number }) {
  const { t } = useTranslation('system');
  const { data, isError } = useMsgReadersQuery(messageId);
  if (isError) return <Typography.Text type="danger">{t('msg.readersFailed')}</Typography.Text>;
  if (!data) return <Skeleton active />;
  return (
    <>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.content}</Typography.Paragraph>
      <CompactTable<MessageRecipient>
        rowKey="userId"
        scroll={{ y: 360 }}
        dataSource={data.recipients}
        columns={[
          {
            title: t('msg.readers.user'),
            key: 'user',
            render: (_, item) => (item.nickName ? `${item.nickName} (${item.userName})` : item.userName),
          },
          {
            title: t('msg.readers.readTime'),
            key: 'readTime',
            width: 200,
            render: (_, item) =>
              item.readTime ? item.readTime : <Tag color="orange">{t('msg.readers.unread')}</Tag>,
          },
        ]}
      />
    </>
  );
}

/** The row's "Readers": the message and who read it when, RuoYi's 已读 list for messages. */
export function MessageReaders({ row }: { row: Message }) {
  const { t } = useTranslation(['system', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        {t('msg.readers.open')}
      </Button>
      <Modal
        open={open}
        title={row.title}
        width={640}
        footer={<Button onClick={() => setOpen(false)}>{t('common:actions.close')}</Button>}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {open && <Readers messageId={row.messageId} />}
      </Modal>
    </>
  );
}
