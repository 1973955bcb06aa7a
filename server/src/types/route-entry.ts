/** One API route as the tools screen lists it (path without the /web-api prefix). */
export interface RouteEntry {
  method: string;
  url: string;
  /** `@public`, `@login`, `@deploy` or a permission string. */
  permission: string;
  summary: string;
}
