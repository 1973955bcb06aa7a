import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createElement } from 'react';
import { onlineApi } from '../api/online-api';
import { ForceLogoutButton } from '../components/force-logout-button';
import type { OnlineUser } from '../types/online-user';

/** The online-user screen: a filtered list of sessions whose only action is the force logout. */
export const onlineResource: ResourceDefinition<OnlineUser> = {
  key: 'monitor.online',
  ns: 'system',
  api: onlineApi,
  permission: 'monitor:online',
  actions: { add: false, edit: false, delete: false, export: false, import: false },
  texts: { loadFailed: 'online.loadFailed' },
  actionsWidth: 190,
  rowActions: (row, list) => createElement(ForceLogoutButton, { row, list }),
  fields: [
    {
      key: 'index',
      label: 'online.fields.index',
      // RuoYi's 序号: the row's number across pages (21 is the first row of page 2 at 20 a page).
      column: { width: 70, render: (_row, index, list) => (list.pageNum - 1) * list.pageSize + index + 1 },
      form: false,
    },
    { key: 'tokenId', label: 'online.fields.tokenId', column: { width: 200, ellipsis: true }, form: false },
    {
      key: 'userName',
      label: 'online.fields.userName',
      card: 'title',
      column: { width: 130 },
      search: { placeholder: 'online.placeholder.userName' },
      form: false,
    },
    { key: 'deptName', label: 'online.fields.deptName', card: true, column: { width: 130 }, form: false },
    {
      key: 'ipaddr',
      label: 'online.fields.ipaddr',
      card: true,
      column: { width: 140 },
      search: { placeholder: 'online.placeholder.ipaddr' },
      form: false,
    },
    {
      key: 'loginLocation',
      label: 'online.fields.loginLocation',
      card: true,
      column: { width: 140 },
      form: false,
    },
    { key: 'browser', label: 'online.fields.browser', card: true, column: { width: 130 }, form: false },
    { key: 'os', label: 'online.fields.os', card: true, column: { width: 130 }, form: false },
    {
      key: 'loginTime',
      label: 'online.fields.loginTime',
      type: 'datetime',
      card: true,
      column: { width: 180 },
      form: false,
    },
  ],
};
