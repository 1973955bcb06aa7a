import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A job position as `/system/post` sends it. */
export type Post = Narrowed<WireRow<'/system/post/list', 'get'>, { status: EnableStatus }>;

export type PostInput = WireBody<'/system/post', 'post'> & { postId?: number };
