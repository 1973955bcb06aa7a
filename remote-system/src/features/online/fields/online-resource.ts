import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { createElement } from 'react';
import { onlineApi } from '../api/online-api';
import { ForceLogoutButton } from '../components/force-logout-button';
import type { OnlineUser } from '../types/online-user';

const { field, input } = fieldMaker<OnlineUser>('online', 'online.placeholder');

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
    field('index', {
      // RuoYi's 序号: the row's number across pages (21 is the first row of page 2 at 20 a page).
      column: { width: 70, render: (_row, index, list) => (list.pageNum - 1) * list.pageSize + index + 1 },
      form: false,
    }),
    field('tokenId', { column: { width: 200, ellipsis: true }, form: false }),
    input('userName', {
      card: 'title',
      column: { width: 130 },
      search: true,
      form: false,
    }),
    field('deptName', { card: true, column: { width: 130 }, form: false }),
    input('ipaddr', {
      card: true,
      column: { width: 140 },
      search: true,
      form: false,
    }),
    field('loginLocation', {
      card: true,
      column: { width: 140 },
      form: false,
    }),
    field('browser', { card: true, column: { width: 130 }, form: false }),
    field('os', { card: true, column: { width: 130 }, form: false }),
    field('loginTime', {
      type: 'datetime',
      card: true,
      column: { width: 180 },
      form: false,
    }),
  ],
};
