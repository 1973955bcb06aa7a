import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetRoleUsersMutation } from '../api/role-api';
import { useRoleUsersTable } from '../hooks/use-role-users-table';
import { RoleUsersTable } from './role-users-table';

/** Picks users who do not hold the role yet and gives it to them (RuoYi's selectUser dialog). */
export function SelectUsersDialog({ roleId, onClose }: { roleId: number; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  const table = useRoleUsersTable(roleId, false);
  const { selected } = table;
  const [setRoleUsers, { isLoading }] = useSetRoleUsersMutation();

  const submit = async () => {
    if (selected.length === 0) {
      getNotifier().warning(t('role.authUser.selectFirst'));
      return;
    }
    const result = await setRoleUsers({ roleId, userIds: selected, grant: true });
    if ('error' in result) return; // the request client has shown the reason
    getNotifier().success(t('role.authUser.granted'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('role.authUser.selectTitle')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      width={880}
      destroyOnHidden
    >
      <RoleUsersTable {...table} label={t('role.authUser.selectTitle')} />
    </Modal>
  );
}
