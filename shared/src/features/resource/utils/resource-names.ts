/**
 * What most screens name alike from their app and their module: the column-settings key
 * (`system.notice`), the i18n namespace (`system`) and the permission prefix
 * (`system:notice`). A screen that names them otherwise writes them out.
 */
export function resourceNames(app: string, module: string): { key: string; ns: string; permission: string } {
  return { key: `${app}.${module}`, ns: app, permission: `${app}:${module}` };
}
