import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { DictDataInput, DictDataRow, DictTypeInput, DictTypeRow } from '../types/dict';

/** Dictionary types (`/system/dict/type`): the kit's list, get, add, edit, delete and export. */
export const dictTypeApi = createResourceApi<DictTypeRow, DictTypeInput>({
  name: 'dictTypeAdmin',
  base: '/system/dict/type',
  tag: 'DictType',
  idKey: 'dictId',
});

/** Dictionary entries (`/system/dict/data`): the data page fixes the type of its list. */
export const dictDataApi = createResourceApi<DictDataRow, DictDataInput>({
  name: 'dictDataAdmin',
  base: '/system/dict/data',
  // Entries change what every screen's dictionary tags show: their cached lists refresh too.
  tag: 'Dict',
  idKey: 'dictCode',
});
