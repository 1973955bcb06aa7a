import type { WireData } from '@agency/shared/api/wire';

/** A dictionary entry found by the lookup, with its type's names. */
export type DictMatch = WireData<'/system/tool/dictLookup', 'get'>[number];

/** The routes and menus behind a permission string. */
export type PermissionMatch = WireData<'/system/tool/permLookup', 'get'>;
