import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { DownOutlined, KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_USER_NAME, type User } from '../types/user';
import { ResetPasswordDialog } from './reset-password-dialog';

/** The hidden page that assigns roles to one user (host static route, digits only). */
export const authRolePath = (userId: number) => `/system/user-auth/role/${userId}`;

/**
 * Reset password and assign roles under "More" (as RuoYi), each by its permission, so a
 * row stays one line; none for the administrator account.
 */
export function UserRowActions({ row }: { row: User }) {
  const { t } = useTranslation(['system', 'common']);
  const { hasPermi } = usePermission();
  const navigate = useNavigate();
  const [resetting, setResetting] = useState(false);
  if (row.userName === ADMIN_USER_NAME) return null;
  const items: MenuProps['items'] = [
    ...(hasPermi('system:user:resetPwd')
      ? [{ key: 'resetPwd', icon: <KeyOutlined />, label: t('user.resetPwd.action') }]
      : []),
    ...(hasPermi('system:user:edit')
      ? [{ key: 'authRole', icon: <TeamOutlined />, label: t('user.authRole.action') }]
      : []),
  ];
  if (items.length === 0) return null;
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'resetPwd') setResetting(true);
    else navigate(authRolePath(row.userId));
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="link" size="small" icon={<DownOutlined />} iconPlacement="end">
          {t('common:actions.more')}
        </Button>
      </Dropdown>
      {resetting && <ResetPasswordDialog user={row} onClose={() => setResetting(false)} />}
    </>
  );
}
