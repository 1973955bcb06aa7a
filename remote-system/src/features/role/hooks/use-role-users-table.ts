import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useRoleUsersQuery } from '../api/role-api';
import type { UserSearch } from '../components/role-users-table';

/**
 * What a `RoleUsersTable` shows and holds: its search and page, its selection and the users
 * who hold the role (`allocated`) or not; the page and its "add users" dialog each keep one.
 */
export function useRoleUsersTable(roleId: number | undefined, allocated: boolean) {
  const [search, setSearch] = useState<UserSearch>({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const { data, isFetching } = useRoleUsersQuery(roleId ? { roleId, allocated, ...search } : skipToken);
  return { data, loading: isFetching, search, onSearch: setSearch, selected, onSelect: setSelected };
}
