import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Post, PostInput } from '../types/post';

/** Positions (`/system/post`): the kit's list, get, add, edit, delete and export. */
export const postApi = createResourceApi<Post, PostInput>({
  name: 'post',
  base: '/system/post',
  tag: 'Post',
  idKey: 'postId',
});
