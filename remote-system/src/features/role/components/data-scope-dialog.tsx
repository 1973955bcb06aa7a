import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Checkbox, Form, Input, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleDeptTreeQuery, useSaveRoleDataScopeMutation } from '../api/role-api';
import { CUSTOM_SCOPE, DATA_SCOPES } from '../config/data-scopes';
import type { DataScope, Role } from '../types/role';
import { CheckTree } from './check-tree';

/**
 * A role's data scope (RuoYi's "数据权限" dialog): all, custom departments (a tree),
 * own department, own and below, self only. The server applies it to user and
 * department lists.
 */
export function DataScopeDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  const [scope, setScope] = useState<DataScope>(role.dataScope);
  const [linked, setLinked] = useState(role.deptCheckStrictly);
  const { data, isLoading } = useRoleDeptTreeQuery(role.roleId);
  const [deptIds, setDeptIds] = useState<number[] | undefined>(undefined);
  const [save, { isLoading: saving }] = useSaveRoleDataScopeMutation();

  const submit = async () => {
    const result = await save({
      roleId: role.roleId,
      dataScope: scope,
      deptIds: scope === CUSTOM_SCOPE ? (deptIds ?? data?.checkedKeys ?? []) : [],
      deptCheckStrictly: linked,
    });
    if ('error' in result) return; // the request client has shown the reason
    getNotifier().success(t('role.dataScope.saved'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('role.dataScope.title', { name: role.roleName })}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Form layout="vertical" name="role-data-scope">
        <Form.Item label={t('role.fields.roleName')}>
          <Input value={role.roleName} disabled />
        </Form.Item>
        <Form.Item label={t('role.fields.roleKey')}>
          <Input value={role.roleKey} disabled />
        </Form.Item>
        <Form.Item label={t('role.fields.dataScope')}>
          <Select<DataScope>
            value={scope}
            onChange={setScope}
            aria-label={t('role.fields.dataScope')}
            options={DATA_SCOPES.map((value) => ({ value, label: t(`role.scopes.${value}`) }))}
          />
        </Form.Item>
        {scope === CUSTOM_SCOPE && (
          <Form.Item label={t('role.fields.deptIds')}>
            <Checkbox
              checked={linked}
              onChange={(event) => setLinked(event.target.checked)}
              style={{ marginBottom: 4 }}
            >
              {t('role.tree.linked')}
            </Checkbox>
            {isLoading || !data ? (
              <Spin size="small" />
            ) : (
              <CheckTree
                nodes={data.depts}
                initial={data.checkedKeys}
                linked={linked}
                onChange={setDeptIds}
                label={t('role.fields.deptIds')}
              />
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
