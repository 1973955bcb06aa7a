/** A deploy token of the module screen (`GET /system/module/token/list` rows); never the token itself. */
export interface DeployToken {
  tokenId: number;
  moduleName: string;
  label: string;
  createBy: string;
  createTime: string | null;
  lastUsedTime: string | null;
  revoked: boolean;
  revokedBy: string | null;
  revokedTime: string | null;
}

/** `POST /system/module/token` answer: the token, shown this once. */
export interface CreatedDeployToken {
  tokenId: number;
  token: string;
}
