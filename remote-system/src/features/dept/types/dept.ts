import type { EnableStatus } from '../../user/types/user';

/** A department as `/system/dept/list` sends it (flat; the screen builds the tree). */
export interface Dept {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: EnableStatus;
  createTime: string | null;
}

export interface DeptInput {
  deptId?: number;
  parentId: number;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: EnableStatus;
}

export type DeptTreeRow = Dept & { children?: DeptTreeRow[] };
