/** `meta` of a RuoYi router node. */
export interface ServerRouteMeta {
  title: string;
  icon?: string | null;
  noCache?: boolean;
  /** External address: shown in an iframe (component `InnerLink`) or opened outside. */
  link?: string | null;
}

/** One node of `GET /getRouters` (RuoYi's RouterVo; empty fields are left out). */
export interface ServerRoute {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  /** `Layout`, `ParentView`, `InnerLink` or a page string such as `house/houseRoom/index`. */
  component?: string;
  /** JSON of the default query, e.g. `{"type":"1"}`. */
  query?: string;
  alwaysShow?: boolean;
  meta?: ServerRouteMeta;
  children?: ServerRoute[];
}
