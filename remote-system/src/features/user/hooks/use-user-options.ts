import { useMemo } from 'react';
import { useUserChoicesQuery, useUserDeptTreeQuery } from '../api/user-api';
import { flattenTree } from '../utils/dept-tree';

/** Departments as select options, indented by depth (the list filter on phones). */
export function useDeptOptions() {
  const { data } = useUserDeptTreeQuery();
  return useMemo(
    () =>
      flattenTree(data ?? []).map(({ node, depth }) => ({
        value: node.id,
        label: `${'\u00a0\u00a0'.repeat(depth)}${node.label}`,
      })),
    [data],
  );
}

/** Roles the caller may grant (a disabled one is shown too: a user may keep it). */
export function useRoleOptions() {
  const { data } = useUserChoicesQuery();
  return useMemo(
    () => (data?.roles ?? []).map((role) => ({ value: role.roleId, label: role.roleName })),
    [data],
  );
}

/** Every post. */
export function usePostOptions() {
  const { data } = useUserChoicesQuery();
  return useMemo(
    () => (data?.posts ?? []).map((post) => ({ value: post.postId, label: post.postName })),
    [data],
  );
}
