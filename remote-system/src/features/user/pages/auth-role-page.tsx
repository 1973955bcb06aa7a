import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useAppDispatch } from '@agency/shared/features/store/hooks/typed-hooks';
import { delView } from '@agency/shared/features/store/slices/tags-view-slice';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Descriptions, Flex, Result, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { useSaveUserAuthRoleMutation, useUserAuthRoleQuery } from '../api/user-api';
import type { RoleChoice } from '../types/user';

const USER_LIST_PATH = '/system/user';

/**
 * `system/user/auth-role` (`/system/user-auth/role/:userId`, system:user:edit): the
 * roles of one user as a checked list (RuoYi's authRole page). Saving replaces them
 * and goes back to the user list, closing this tab.
 */
export default function AuthRolePage() {
  const { t } = useTranslation(['system', 'common']);
  const { userId: userIdText } = useParams<{ userId: string }>();
  const userId = userIdText && /^\d+$/.test(userIdText) ? Number(userIdText) : undefined;
  const { data, isFetching, isError, refetch } = useUserAuthRoleQuery(userId ?? skipToken);
  const [save, { isLoading: saving }] = useSaveUserAuthRoleMutation();
  // The user's own choice once made; the roles held until then.
  const [picked, setPicked] = useState<number[] | undefined>(undefined);
  const held = (data?.roles ?? []).filter((role) => role.flag).map((role) => role.roleId);
  const selected = picked ?? held;
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();

  const close = () => {
    dispatch(delView({ path: location.pathname, name: 'AuthRole' }));
    navigate(USER_LIST_PATH);
  };

  const submit = async () => {
    if (userId === undefined) return;
    const result = await save({ userId, roleIds: selected });
    if ('error' in result) return; // the request client has shown the reason
    getNotifier().success(t('user.authRole.saved'));
    close();
  };

  if (isError || userId === undefined)
    return (
      <Result
        status="warning"
        title={t('user.authRole.loadFailed')}
        extra={
          <Space>
            <Button onClick={() => void refetch()}>{t('common:actions.refresh')}</Button>
            <Button type="primary" onClick={close}>
              {t('user.authRole.back')}
            </Button>
          </Space>
        }
      />
    );

  return (
    <Flex vertical gap={16} className="system-auth-role-page">
      <Card size="small" title={t('user.authRole.basic')} loading={isFetching && !data}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'nickName', label: t('user.fields.nickName'), children: data?.user?.nickName },
            { key: 'userName', label: t('user.fields.userName'), children: data?.user?.userName },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('user.authRole.roles')}
        extra={
          <Typography.Text type="secondary">
            {t('user.authRole.selected', { count: selected.length })}
          </Typography.Text>
        }
      >
        <Table<RoleChoice>
          rowKey="roleId"
          size="small"
          loading={isFetching}
          dataSource={data?.roles ?? []}
          scroll={{ x: 560 }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setPicked(keys.map(Number)),
          }}
          columns={[
            { key: 'roleId', dataIndex: 'roleId', title: 'ID', width: 80 },
            { key: 'roleName', dataIndex: 'roleName', title: t('user.authRole.roleName') },
            { key: 'roleKey', dataIndex: 'roleKey', title: t('user.authRole.roleKey') },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('user.fields.status'),
              width: 100,
              render: (value: string) => <DictTag dictType={NORMAL_DISABLE_DICT} value={value} />,
            },
            { key: 'createTime', dataIndex: 'createTime', title: t('user.authRole.createTime'), width: 170 },
          ]}
        />
        <Flex justify="center" gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" loading={saving} disabled={!data} onClick={() => void submit()}>
            {t('common:actions.submit')}
          </Button>
          <Button onClick={close}>{t('common:actions.back')}</Button>
        </Flex>
      </Card>
    </Flex>
  );
}
