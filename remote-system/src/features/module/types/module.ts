/** One deployed build of a remote (`GET /system/module/list` rows). */
export interface ModuleVersion {
  moduleId: number;
  /** Federation name, e.g. remote_house. */
  name: string;
  version: string;
  /** URL of the remote entry. */
  entry: string;
  /** First segments of the menu components it serves. */
  prefixes: string[];
  active: boolean;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
}

export interface ModulePage {
  rows: ModuleVersion[];
  total: number;
}
