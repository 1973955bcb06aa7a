/** A work record (viewing appointment, visit, follow-up) as `/system/work` sends it. */
export interface Work {
  workId: number;
  /** `sys_work_type`. */
  workType: string;
  /** `YYYY-MM-DD HH:mm:ss`, local time. */
  startTime: string;
  endTime: string | null;
  staffId: number;
  staffName: string | null;
  customerId: number | null;
  customerName: string | null;
  roomId: number | null;
  houseName: string | null;
  carId: number | null;
  carName: string | null;
  location: string | null;
  /** `sys_work_result`. */
  result: string;
  notes: string | null;
  createTime: string | null;
  remark: string | null;
}

export type WorkInput = Omit<
  Work,
  'workId' | 'staffName' | 'customerName' | 'houseName' | 'carName' | 'createTime'
> & { workId?: number };

/** One staff member's records in a period, by result. */
export interface StaffWorkSummary {
  staffId: number;
  staffName: string | null;
  total: number;
  planned: number;
  interested: number;
  closed: number;
  lastTime: string | null;
}

export const WORK_TYPE_DICT = 'sys_work_type';
export const WORK_RESULT_DICT = 'sys_work_result';
