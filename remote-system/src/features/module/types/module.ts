import type { Narrowed, WireRow } from '@agency/shared/api/wire';

/**
 * One deployed build of a remote (`GET /system/module/list` rows): `source` build (found in
 * the repository), published (uploaded by a pipeline) or url (hosted elsewhere); `checks`
 * translated, errors keep a version from going live.
 */
export type ModuleVersion = Narrowed<
  WireRow<'/system/module/list', 'get'>,
  { source: 'build' | 'published' | 'url' }
>;

export interface ModulePage {
  rows: ModuleVersion[];
  total: number;
}
