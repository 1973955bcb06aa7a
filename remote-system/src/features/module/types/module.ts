import type { Narrowed, WireRow } from '@agency/shared/api/wire';

/** A deployed build of a remote (`source`: in the repository, uploaded, or hosted elsewhere); failed `checks` keep it from going live. */
export type ModuleVersion = Narrowed<
  WireRow<'/system/module/list', 'get'>,
  { source: 'build' | 'published' | 'url' }
>;
