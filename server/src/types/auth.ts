/** The signed-in user, loaded from the database on every authenticated request. */
export interface AuthUser {
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  deptName: string;
  /** Role keys of the user's enabled roles, e.g. ["common"]. */
  roles: string[];
  roleIds: number[];
  /** Permission strings from the menus of those roles; `*:*:*` for the admin role. */
  permissions: string[];
  /** True for the `admin` role key: passes every permission check. */
  isAdmin: boolean;
}

/** The server-side session behind the bearer token. */
export interface SessionInfo {
  /** Public id of the session (RuoYi's tokenId), used by the online-users screen. */
  sessionId: string;
  userId: number;
  loginTime: Date;
  expireTime: Date;
}

/**
 * Who may call a route: `@public` (no token), `@login` (any signed-in user) or a
 * permission string such as `system:dict:list` (the same strings as menu perms).
 */
/**
 * Who may call a route: anyone, any signed-in user, a module's deploy token (the
 * publish route of issue 13; sessions cannot use it), or holders of a permission.
 */
export type RoutePermission = '@public' | '@login' | '@deploy' | (string & {});

/** RuoYi business types for the operation log. */
export const BusinessType = {
  other: 0,
  insert: 1,
  update: 2,
  delete: 3,
  grant: 4,
  export: 5,
  import: 6,
  force: 7,
  clean: 9,
} as const;
export type BusinessTypeValue = (typeof BusinessType)[keyof typeof BusinessType];
