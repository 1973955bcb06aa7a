import { buildTree } from '@agency/shared/features/resource/utils/build-tree';
import type { Dept, DeptTreeRow } from '../types/dept';

/** The department tree of the flat list (a department outside the list's scope becomes a root). */
export function buildDeptTree(rows: readonly Dept[]): DeptTreeRow[] {
  return buildTree(rows, 'deptId', 'parentId') as DeptTreeRow[];
}
