import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssignHouseAgentMutation, useHouseAgentUsersQuery } from '../api/house-room-api';
import type { HouseRoom } from '../types/house-room';

export interface AssignAgentDialogProps {
  /** The houses to give the agent (one row, or the selection). */
  rows: readonly HouseRoom[];
  onClose: () => void;
}

/** Assign an agent (`GET /system/houseRoom/userList`, `PUT /system/houseRoom/authUser/{ids}?userId=`). */
export function AssignAgentDialog({ rows, onClose }: AssignAgentDialogProps) {
  const { t } = useTranslation(['house', 'common']);
  const [form] = Form.useForm<{ userId: number }>();
  const { data: users = [], isLoading } = useHouseAgentUsersQuery();
  const [assign, { isLoading: saving }] = useAssignHouseAgentMutation();
  const [only] = rows;
  const current = rows.length === 1 ? only?.agent : null;

  const submit = async ({ userId }: { userId: number }) => {
    const result = await assign({ ids: rows.map((row) => row.id), userId });
    if ('error' in result) return;
    getNotifier().success(t('houseRoom.messages.assignSuccess'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('houseRoom.dialog.agentTitle')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {current && (
        <Typography.Paragraph type="secondary">
          {t('houseRoom.agent.current', { name: current })}
        </Typography.Paragraph>
      )}
      <Form form={form} name="house-agent-form" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="userId"
          label={t('houseRoom.agent.user')}
          rules={[{ required: true, message: t('houseRoom.agent.userRequired') }]}
        >
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={isLoading}
            aria-label={t('houseRoom.agent.user')}
            placeholder={t('houseRoom.agent.placeholder')}
            options={users.map((user) => ({
              value: user.userId,
              label: [user.nickName || user.userName, user.phonenumber].filter(Boolean).join(' · '),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
