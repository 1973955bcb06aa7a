import type { WireData } from '@agency/shared/api/wire';

/** A dictionary entry found by the lookup, with its type's names. */
export type DictMatch = WireData<'/system/tool/dictLookup', 'get'>[number];

/** The routes and menus behind a permission string. */
export type PermissionMatch = WireData<'/system/tool/permLookup', 'get'>;

export type RouteEntry = PermissionMatch['routes'][number];

/** One operation of the OpenAPI document, as the API tab lists it. */
export interface ApiOperation {
  method: string;
  path: string;
  tag: string;
  summary: string;
}

/** The part of an OpenAPI 3 document the API tab reads. */
export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
}
