import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';

/**
 * An avatar from the server as a URL: stored paths (`/profile/avatar/...`, RuoYi's form)
 * are served under the API base; absolute URLs stay as they are.
 */
export function avatarUrl(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:|data:|blob:)/.test(avatar)) return avatar;
  const path = avatar.startsWith('/') ? avatar : `/${avatar}`;
  return path.startsWith('/profile/') ? `/web-api${path}` : path;
}

/** The user's avatar, or a person icon when there is none. */
export function UserAvatar({ avatar, ...props }: { avatar: string | null | undefined } & AvatarProps) {
  const src = avatarUrl(avatar);
  return <Avatar {...props} {...(src ? { src } : { icon: <UserOutlined /> })} />;
}
