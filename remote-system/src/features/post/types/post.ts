import type { EnableStatus } from '../../user/types/user';

/** A job position as `/system/post` sends it. */
export interface Post {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: EnableStatus;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export interface PostInput {
  postId?: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: EnableStatus;
  remark: string | null;
}
