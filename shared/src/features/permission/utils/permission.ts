/** The role that passes every role check. */
export const SUPER_ADMIN_ROLE = 'admin';
/** The permission that passes every permission check. */
export const ALL_PERMISSION = '*:*:*';
/** What an empty role list becomes. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

type Granted = readonly string[] | null | undefined;

function filled(values: readonly (string | null | undefined)[] | null | undefined): string[] {
  return (values ?? []).filter((value): value is string => typeof value === 'string' && value !== '');
}

/** An empty (or missing) role list becomes `['ROLE_DEFAULT']` (spec section 6). */
export function normaliseRoles(roles: readonly string[] | null | undefined): string[] {
  const list = filled(roles);
  return list.length > 0 ? list : [DEFAULT_ROLE];
}

function permits(granted: Granted, permission: string): boolean {
  const list = granted ?? [];
  return list.includes(ALL_PERMISSION) || list.includes(permission);
}

function plays(granted: Granted, role: string): boolean {
  const list = granted ?? [];
  return list.includes(SUPER_ADMIN_ROLE) || list.includes(role);
}

/** Whether the user's permissions grant `permission` ('*:*:*' grants all; empty argument: no). */
export function hasPermi(permissions: Granted, permission: string | null | undefined): boolean {
  if (!permission) return false;
  return permits(permissions, permission);
}

/** Whether any of `required` is granted (empty or missing list: no). */
export function hasPermiOr(permissions: Granted, required: readonly string[] | null | undefined): boolean {
  const list = filled(required);
  return list.length > 0 && list.some((permission) => permits(permissions, permission));
}

/** Whether all of `required` are granted (empty or missing list: no). */
export function hasPermiAnd(permissions: Granted, required: readonly string[] | null | undefined): boolean {
  const list = filled(required);
  return list.length > 0 && list.every((permission) => permits(permissions, permission));
}

/** Whether the user has `role` ('admin' has all; empty argument: no). */
export function hasRole(roles: Granted, role: string | null | undefined): boolean {
  if (!role) return false;
  return plays(roles, role);
}

/** Whether the user has any of `required` (empty or missing list: no). */
export function hasRoleOr(roles: Granted, required: readonly string[] | null | undefined): boolean {
  const list = filled(required);
  return list.length > 0 && list.some((role) => plays(roles, role));
}

/** Whether the user has all of `required` (empty or missing list: no). */
export function hasRoleAnd(roles: Granted, required: readonly string[] | null | undefined): boolean {
  const list = filled(required);
  return list.length > 0 && list.every((role) => plays(roles, role));
}

export type AuthorizeMode = 'any' | 'all';

export interface AuthorizeRequirement {
  /** Permissions required (any or all of them, by `mode`). */
  perms?: readonly string[] | string;
  /** Roles required (any or all of them, by `mode`). */
  roles?: readonly string[] | string;
  /** `any` (default) or `all`. */
  mode?: AuthorizeMode;
}

export interface Grants {
  permissions: Granted;
  roles: Granted;
}

function asList(value: readonly string[] | string | undefined): readonly string[] | undefined {
  return typeof value === 'string' ? [value] : value;
}

/**
 * Whether a user with `grants` meets `requirement`: permissions and roles
 * each checked by `mode`; when both are given both must pass; when neither is
 * given (or only empty lists), no access.
 */
export function isAuthorized(grants: Grants, requirement: AuthorizeRequirement): boolean {
  const perms = asList(requirement.perms);
  const roles = asList(requirement.roles);
  const all = requirement.mode === 'all';
  if (perms === undefined && roles === undefined) return false;
  if (perms !== undefined) {
    const ok = all ? hasPermiAnd(grants.permissions, perms) : hasPermiOr(grants.permissions, perms);
    if (!ok) return false;
  }
  if (roles !== undefined) {
    const ok = all ? hasRoleAnd(grants.roles, roles) : hasRoleOr(grants.roles, roles);
    if (!ok) return false;
  }
  return true;
}
