/**
 * Where the client keeps things (spec section 3). The token lives in the
 * `Admin-Token` cookie (see request/utils/auth-token); the rest in localStorage.
 */
export const STORAGE_KEYS = {
  name: 'name',
  avatar: 'avatar',
  roles: 'roles',
  permissions: 'permissions',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
  language: 'language',
  layoutSetting: 'layout-setting',
} as const;
