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

export interface OnlineQuery {
  pageNum: number;
  pageSize: number;
  ipaddr?: string;
  userName?: string;
}

export interface OnlinePage {
  rows: OnlineUser[];
  total: number;
}
