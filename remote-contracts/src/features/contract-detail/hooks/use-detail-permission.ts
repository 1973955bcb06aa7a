import { hasPermi } from '@agency/shared/features/permission/utils/permission';
import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectPermissions } from '@agency/shared/features/store/slices/session-slice';
import { useCallback } from 'react';
import { useSessionPermissionsQuery } from '../api/contract-detail-api';

/**
 * Permission checks of the detail screen. `/contracts/:id` is a public route, so
 * the host's guard does not load user info there: when it has not been loaded
 * in this visit, the session's permissions come from `GET /getInfo` instead of
 * what an earlier visit left in storage (which may be missing or stale).
 */
export function useDetailPermission(): (permission: string) => boolean {
  const infoLoaded = useAppSelector((state) => state.session.infoLoaded);
  const stored = useAppSelector(selectPermissions);
  const { data } = useSessionPermissionsQuery(undefined, { skip: infoLoaded });
  const granted = infoLoaded ? stored : data;
  return useCallback((permission: string) => hasPermi(granted ?? [], permission), [granted]);
}
