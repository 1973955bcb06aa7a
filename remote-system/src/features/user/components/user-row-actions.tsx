import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_USER_NAME, type User } from '../types/user';
import { ResetPasswordDialog } from './reset-password-dialog';

/** The hidden page that assigns roles to one user (host static route, digits only). */
export const authRolePath = (userId: number) => `/system/user-auth/role/${userId}`;

/** Reset password and assign roles, each by its permission; none for the administrator account. */
export function UserRowActions({ row }: { row: User }) {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const navigate = useNavigate();
  const [resetting, setResetting] = useState(false);
  if (row.userName === ADMIN_USER_NAME) return null;
  return (
    <>
      {hasPermi('system:user:resetPwd') && (
        <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setResetting(true)}>
          {t('user.resetPwd.action')}
        </Button>
      )}
      {hasPermi('system:user:edit') && (
        <Button
          type="link"
          size="small"
          icon={<TeamOutlined />}
          onClick={() => navigate(authRolePath(row.userId))}
        >
          {t('user.authRole.action')}
        </Button>
      )}
      {resetting && <ResetPasswordDialog user={row} onClose={() => setResetting(false)} />}
    </>
  );
}
