import { FormDialog } from '@agency/shared/features/form-dialog/components/form-dialog';
import { Form, Select, Typography } from 'antd';
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
  const { data: users = [], isLoading } = useHouseAgentUsersQuery();
  const [assign, { isLoading: saving }] = useAssignHouseAgentMutation();
  const [only] = rows;
  const current = rows.length === 1 ? only?.agent : null;

  return (
    <FormDialog<{ userId: number }>
      title={t('houseRoom.dialog.agentTitle')}
      formName="house-agent-form"
      send={({ userId }) => assign({ ids: rows.map((row) => row.id), userId })}
      busy={saving}
      successMessage={t('houseRoom.messages.assignSuccess')}
      onClose={onClose}
      intro={
        current && (
          <Typography.Paragraph type="secondary">
            {t('houseRoom.agent.current', { name: current })}
          </Typography.Paragraph>
        )
      }
    >
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
    </FormDialog>
  );
}
