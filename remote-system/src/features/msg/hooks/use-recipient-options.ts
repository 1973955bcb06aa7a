import { useMemo } from 'react';
import { useMsgRecipientOptionsQuery } from '../api/msg-api';

/** Active users as select options ("Nick (login)"). */
export function useRecipientUserOptions() {
  const { data } = useMsgRecipientOptionsQuery();
  return useMemo(
    () =>
      (data?.users ?? []).map((user) => ({
        value: user.userId,
        label:
          user.nickName && user.nickName !== user.userName
            ? `${user.nickName} (${user.userName})`
            : user.userName,
      })),
    [data],
  );
}

/** Active roles as select options. */
export function useRecipientRoleOptions() {
  const { data } = useMsgRecipientOptionsQuery();
  return useMemo(
    () => (data?.roles ?? []).map((role) => ({ value: role.roleId, label: role.roleName })),
    [data],
  );
}
