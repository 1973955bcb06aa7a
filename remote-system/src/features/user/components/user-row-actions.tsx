import { RowMoreMenu } from '@agency/shared/features/resource/components/row-more-menu';
import { KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_USER_NAME } from '../config/admin-user';
import type { User } from '../types/user';
import { ResetPasswordDialog } from './reset-password-dialog';

/** The hidden page that assigns roles to one user (host static route, digits only). */
export const authRolePath = (userId: number) => `/system/user-auth/role/${userId}`;

/**
 * Reset password and assign roles under "More" (as RuoYi), each by its permission, so a
 * row stays one line; none for the administrator account.
 */
export function UserRowActions({ row }: { row: User }) {
  const { t } = useTranslation(['system', 'common']);
  const navigate = useNavigate();
  const [resetting, setResetting] = useState(false);
  if (row.userName === ADMIN_USER_NAME) return null;
  return (
    <>
      <RowMoreMenu
        items={[
          {
            key: 'resetPwd',
            icon: <KeyOutlined />,
            label: t('user.resetPwd.action'),
            permission: 'system:user:resetPwd',
          },
          {
            key: 'authRole',
            icon: <TeamOutlined />,
            label: t('user.authRole.action'),
            permission: 'system:user:edit',
          },
        ]}
        onSelect={(key) => (key === 'resetPwd' ? setResetting(true) : navigate(authRolePath(row.userId)))}
      />
      {resetting && <ResetPasswordDialog user={row} onClose={() => setResetting(false)} />}
    </>
  );
}
