/** A dictionary entry found by the lookup, with its type's names. */
export interface DictMatch {
  dictType: string;
  dictName: string;
  dictNameEn: string;
  dictNameLo: string;
  dictValue: string;
  dictLabel: string;
  dictLabelEn: string;
  dictLabelLo: string;
  status: string;
}

export interface RouteEntry {
  method: string;
  url: string;
  permission: string;
  summary: string;
}

export interface PermissionMatch {
  routes: RouteEntry[];
  menus: {
    menuId: number;
    menuName: string;
    menuNameEn: string;
    menuNameLo: string;
    menuType: string;
    perms: string;
    roles: { roleId: number; roleName: string; roleKey: string }[];
  }[];
}

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
