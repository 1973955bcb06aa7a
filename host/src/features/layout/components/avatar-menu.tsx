import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { setShowSettings } from '@agency/shared/features/store/slices/settings-slice';
import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { App, Dropdown, type MenuProps, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '../../../components/user-avatar';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { logout } from '../../../utils/session-actions';
import { PROFILE_PATH } from '../../../utils/static-routes';

/** The avatar menu: personal centre, layout settings, logout (after confirmation). */
export function AvatarMenu() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = useAppSelector((state) => state.session.name);
  const avatar = useAppSelector((state) => state.session.avatar);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('layoutSettings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(PROFILE_PATH);
    else if (key === 'settings') dispatch(setShowSettings(true));
    else if (key === 'logout') {
      modal.confirm({
        title: t('logoutTitle'),
        content: t('logoutConfirm'),
        okText: t('ok'),
        cancelText: t('cancel'),
        onOk: async () => {
          await logout(dispatch);
          navigate('/index', { replace: true });
        },
      });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Space style={{ cursor: 'pointer', padding: '0 8px' }} data-testid="avatar-menu">
        <UserAvatar avatar={avatar} size={30} />
        <span className="navbar-user-name">{name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
