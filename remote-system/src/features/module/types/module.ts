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
  /** build (found in the repository), published (uploaded by a pipeline) or url (hosted elsewhere). */
  source: 'build' | 'published' | 'url';
  sizeBytes: number;
  /** The publish checks, translated: errors keep a version from going live. */
  checks: { errors: string[]; warnings: string[] };
  /** Who published it (a deploy token, or `scan` for builds found at start). */
  createBy: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
}

export interface ModulePage {
  rows: ModuleVersion[];
  total: number;
}
