import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Notice, NoticeInput } from '../types/notice';

/** Notices (`/system/notice`): the kit's list, get, add, edit and delete. */
export const noticeApi = createResourceApi<Notice, NoticeInput>({
  name: 'notice',
  base: '/system/notice',
  tag: 'Notice',
  idKey: 'noticeId',
});
