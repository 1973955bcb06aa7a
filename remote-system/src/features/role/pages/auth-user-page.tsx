import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useAppDispatch } from '@agency/shared/features/store/hooks/typed-hooks';
import { delView } from '@agency/shared/features/store/slices/tags-view-slice';
import { CloseOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Flex, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { roleApi, useCancelRoleUserMutation, useSetRoleUsersMutation } from '../api/role-api';
import { RoleUsersTable } from '../components/role-users-table';
import { SelectUsersDialog } from '../components/select-users-dialog';
import { useRoleUsersTable } from '../hooks/use-role-users-table';
import type { RoleUser } from '../types/role';

const ROLE_LIST_PATH = '/system/role';

/**
 * `system/role/auth-user` (`/system/role-auth/user/:roleId`, system:role:edit): the
 * users holding a role, adding users to it and taking it from them (RuoYi's authUser page).
 */
export default function AuthUserPage() {
  const { t } = useTranslation(['system', 'common']);
  const { roleId: roleIdText } = useParams<{ roleId: string }>();
  const roleId = roleIdText && /^\d+$/.test(roleIdText) ? Number(roleIdText) : undefined;
  const { hasPermi } = usePermission();
  const { data: role, isError: roleMissing } = roleApi.useGet(roleId ?? skipToken);
  const table = useRoleUsersTable(roleId, true);
  const { selected, onSelect: setSelected } = table;
  const [adding, setAdding] = useState(false);
  const [cancelOne] = useCancelRoleUserMutation();
  const [setRoleUsers, { isLoading: cancelling }] = useSetRoleUsersMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();

  const close = () => {
    dispatch(delView({ path: location.pathname, name: 'AuthUser' }));
    navigate(ROLE_LIST_PATH);
  };

  const confirm = (content: string) =>
    getNotifier().confirm({
      title: t('role.authUser.cancelTitle'),
      content,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });

  const cancel = async (row: RoleUser) => {
    if (!roleId || !(await confirm(t('role.authUser.cancelOne', { name: row.userName })))) return;
    if ('error' in (await cancelOne({ roleId, userId: row.userId }))) return;
    getNotifier().success(t('role.authUser.cancelled'));
  };

  const cancelSelected = async () => {
    if (!roleId) return;
    if (selected.length === 0) {
      getNotifier().warning(t('role.authUser.selectFirst'));
      return;
    }
    if (!(await confirm(t('role.authUser.cancelMany', { count: selected.length })))) return;
    if ('error' in (await setRoleUsers({ roleId, userIds: selected, grant: false }))) return;
    setSelected([]);
    getNotifier().success(t('role.authUser.cancelled'));
  };

  if (roleId === undefined || roleMissing)
    return (
      <Result
        status="warning"
        title={t('role.authUser.loadFailed')}
        extra={
          <Button type="primary" onClick={close}>
            {t('role.authUser.back')}
          </Button>
        }
      />
    );

  const canEdit = hasPermi('system:role:edit');
  return (
    <Card
      size="small"
      className="system-auth-user-page"
      title={t('role.authUser.pageTitle', { name: role?.roleName ?? '' })}
    >
      {/* The buttons sit above the table, not beside the title: on a phone the title keeps its width. */}
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {canEdit && (
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('role.authUser.add')}
          </Button>
        )}
        {canEdit && (
          <Button danger icon={<StopOutlined />} loading={cancelling} onClick={() => void cancelSelected()}>
            {t('role.authUser.cancelSelected')}
          </Button>
        )}
        <Button icon={<CloseOutlined />} onClick={close}>
          {t('common:actions.close')}
        </Button>
      </Flex>
      <RoleUsersTable
        {...table}
        label={t('role.authUser.pageTitle', { name: role?.roleName ?? '' })}
        action={
          canEdit
            ? (row) => (
                <Button type="link" size="small" danger onClick={() => void cancel(row)}>
                  {t('role.authUser.cancel')}
                </Button>
              )
            : undefined
        }
      />
      {adding && <SelectUsersDialog roleId={roleId} onClose={() => setAdding(false)} />}
    </Card>
  );
}
