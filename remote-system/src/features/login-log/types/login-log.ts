/** One sign-in attempt as `/monitor/logininfor/list` sends it. */
export interface LoginLog {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** `sys_common_status`: 0 success, 1 failure. */
  status: string;
  msg: string;
  loginTime: string | null;
}

export const COMMON_STATUS_DICT = 'sys_common_status';
