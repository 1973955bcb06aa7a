import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '../../user/types/user';

/** A job position as `/system/post` sends it. */
export type Post = Narrowed<WireRow<'/system/post/list', 'get'>, { status: EnableStatus }>;

export type PostInput = WireBody<'/system/post', 'post'> & { postId?: number };
