/** An active session (`GET /monitor/online/list` rows). */
export interface OnlineUser {
  /** Public session id (never the token itself). */
  tokenId: string;
  userName: string;
  deptName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  loginTime: string;
}
