import type { ReactNode } from 'react';
import { usePermission } from '../hooks/use-permission';
import type { AuthorizeRequirement } from '../utils/permission';

export interface AuthorizedProps extends AuthorizeRequirement {
  children?: ReactNode;
  /** Shown instead when lacking (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Renders its children only when the user meets the requirement:
 * `<Authorized perms={['system:user:add']}><Button>Add</Button></Authorized>`,
 * `<Authorized roles={['admin', 'house_staff']} mode="any">`. Without perms
 * or roles nothing shows.
 */
export function Authorized({ children, fallback = null, ...requirement }: AuthorizedProps) {
  const { can } = usePermission();
  return <>{can(requirement) ? children : fallback}</>;
}
