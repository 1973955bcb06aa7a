/** One recorded write as `/monitor/operlog/list` sends it. */
export interface OperLog {
  operId: number;
  title: string;
  /** `sys_oper_type`: 1 add, 2 edit, 3 delete, ... */
  businessType: number;
  method: string;
  requestMethod: string;
  operatorType: number;
  operName: string;
  deptName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  /** The request's parameters as recorded (passwords masked by the server). */
  operParam: string;
  /** The answer as recorded. */
  jsonResult: string;
  /** `sys_common_status`: 0 success, 1 failure. */
  status: number;
  errorMsg: string;
  operTime: string | null;
  costTime: number;
}

export const OPER_TYPE_DICT = 'sys_oper_type';
export const COMMON_STATUS_DICT = 'sys_common_status';
