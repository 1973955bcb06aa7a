import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { RowMoreMenu } from '@agency/shared/features/resource/components/row-more-menu';
import { SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_ROLE_KEY } from '../config/admin-role';
import type { Role } from '../types/role';
import { DataScopeDialog } from './data-scope-dialog';

/** The hidden page that assigns users to one role (host static route, digits only). */
export const authUserPath = (roleId: number) => `/system/role-auth/user/${roleId}`;

/** Data scope and assign users under "More" (`system:role:edit`); none for the administrator role. */
export function RoleRowActions({ row }: { row: Role }) {
  const { t } = useTranslation(['system', 'common']);
  const { hasPermi } = usePermission();
  const navigate = useNavigate();
  const [scoping, setScoping] = useState(false);
  if (row.roleKey === ADMIN_ROLE_KEY || !hasPermi('system:role:edit')) return null;
  return (
    <>
      <RowMoreMenu
        items={[
          { key: 'dataScope', icon: <SafetyOutlined />, label: t('role.dataScope.action') },
          { key: 'authUser', icon: <TeamOutlined />, label: t('role.authUser.action') },
        ]}
        onSelect={(key) => (key === 'dataScope' ? setScoping(true) : navigate(authUserPath(row.roleId)))}
      />
      {scoping && <DataScopeDialog role={row} onClose={() => setScoping(false)} />}
    </>
  );
}
