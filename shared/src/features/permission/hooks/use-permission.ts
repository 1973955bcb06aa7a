import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks/typed-hooks';
import {
  type AuthorizeRequirement,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  isAuthorized,
} from '../utils/permission';

export interface PermissionChecks {
  roles: readonly string[];
  permissions: readonly string[];
  hasPermi(permission: string | null | undefined): boolean;
  hasPermiOr(permissions: readonly string[] | null | undefined): boolean;
  hasPermiAnd(permissions: readonly string[] | null | undefined): boolean;
  hasRole(role: string | null | undefined): boolean;
  hasRoleOr(roles: readonly string[] | null | undefined): boolean;
  hasRoleAnd(roles: readonly string[] | null | undefined): boolean;
  can(requirement: AuthorizeRequirement): boolean;
}

/** The permission checks of spec section 6, bound to the signed-in user. */
export function usePermission(): PermissionChecks {
  const roles = useAppSelector((state) => state.session.roles);
  const permissions = useAppSelector((state) => state.session.permissions);
  return useMemo(
    () => ({
      roles,
      permissions,
      hasPermi: (permission) => hasPermi(permissions, permission),
      hasPermiOr: (required) => hasPermiOr(permissions, required),
      hasPermiAnd: (required) => hasPermiAnd(permissions, required),
      hasRole: (role) => hasRole(roles, role),
      hasRoleOr: (required) => hasRoleOr(roles, required),
      hasRoleAnd: (required) => hasRoleAnd(roles, required),
      can: (requirement) => isAuthorized({ permissions, roles }, requirement),
    }),
    [roles, permissions],
  );
}
