import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import type { ListUrlOptions } from '@agency/shared/features/resource/utils/list-url';
import { filterParamsOf } from '@agency/shared/features/resource/utils/search-params';
import type { OnlineUser } from '../types/online-user';

export const userNameField: ResourceField<OnlineUser> = {
  key: 'userName',
  label: 'online.fields.userName',
  card: 'title',
  column: { width: 130 },
  search: { placeholder: 'online.placeholder.userName' },
  form: false,
};

export const ipaddrField: ResourceField<OnlineUser> = {
  key: 'ipaddr',
  label: 'online.fields.ipaddr',
  card: true,
  column: { width: 140 },
  search: { placeholder: 'online.placeholder.ipaddr' },
  form: false,
};

/**
 * How the list reads its URL, as the kit reads it from the same fields: the
 * row numbers and the force logout look at the page the list shows. Kept apart
 * from the screen's definition, which renders them (no import cycle).
 */
export const ONLINE_LIST_URL: ListUrlOptions = {
  filterParams: filterParamsOf([userNameField, ipaddrField]),
  sortable: [],
};
