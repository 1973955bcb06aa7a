/** `notice_type`: 1 notice, 2 announcement. */
export type NoticeType = '1' | '2';
/** `status`: 0 open, 1 closed. */
export type NoticeStatus = '0' | '1';

/** Dictionaries that label the notice type and status (RuoYi's). */
export const NOTICE_TYPE_DICT = 'sys_notice_type';
export const NOTICE_STATUS_DICT = 'sys_notice_status';

/** A row of sys_notice as the API sends it. */
export interface Notice {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  /** Sanitised HTML. */
  noticeContent: string | null;
  status: NoticeStatus;
  createBy: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  updateBy?: string;
  updateTime?: string | null;
  remark?: string | null;
}

/** Body of `POST /system/notice` (no id) and `PUT /system/notice` (with id). */
export interface NoticeInput {
  noticeId?: number;
  noticeTitle: string;
  noticeType: NoticeType;
  noticeContent: string | null;
  status: NoticeStatus;
}
