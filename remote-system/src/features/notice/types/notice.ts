import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';

type WireNotice = WireBody<'/system/notice', 'post'>;
/** `notice_type`: 1 notice, 2 announcement. */
export type NoticeType = WireNotice['noticeType'];
/** `status`: 0 open, 1 closed. */
export type NoticeStatus = NonNullable<WireNotice['status']>;

/** A row of sys_notice as the API sends it (`noticeContent`: sanitised HTML). */
export type Notice = Narrowed<
  WireRow<'/system/notice/list', 'get'>,
  { noticeType: NoticeType; status: NoticeStatus }
>;

/** Body of `POST /system/notice` (no id) and `PUT /system/notice` (with id). */
export type NoticeInput = WireNotice & { noticeId?: number };
