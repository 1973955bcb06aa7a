import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';

/** An avatar path from the server as a URL (relative paths stay on this site). */
export function avatarUrl(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:|data:|blob:)/.test(avatar) || avatar.startsWith('/')) return avatar;
  return `/${avatar}`;
}

/** The user's avatar, or a person icon when there is none. */
export function UserAvatar({ avatar, ...props }: { avatar: string | null | undefined } & AvatarProps) {
  const src = avatarUrl(avatar);
  return <Avatar {...props} {...(src ? { src } : { icon: <UserOutlined /> })} />;
}
