import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createElement } from 'react';
import { onlineApi } from '../api/online-api';
import { ForceLogoutButton } from '../components/force-logout-button';
import { OnlineRowNumber } from '../components/online-row-number';
import type { OnlineUser } from '../types/online-user';
import { ipaddrField, userNameField } from './online-filter-fields';

/** The online-user screen: a filtered list of sessions whose only action is the force logout. */
export const onlineResource: ResourceDefinition<OnlineUser> = {
  key: 'monitor.online',
  ns: 'system',
  api: onlineApi,
  permission: 'monitor:online',
  actions: { add: false, edit: false, delete: false, export: false, import: false },
  texts: { loadFailed: 'online.loadFailed' },
  actionsWidth: 190,
  rowActions: (row) => createElement(ForceLogoutButton, { row }),
  fields: [
    {
      key: 'index',
      label: 'online.fields.index',
      column: { width: 70, render: (row) => createElement(OnlineRowNumber, { row }) },
      form: false,
    },
    { key: 'tokenId', label: 'online.fields.tokenId', column: { width: 200, ellipsis: true }, form: false },
    userNameField,
    { key: 'deptName', label: 'online.fields.deptName', card: true, column: { width: 130 }, form: false },
    ipaddrField,
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
