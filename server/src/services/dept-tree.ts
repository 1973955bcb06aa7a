import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysDept } from '../db/schema/sys-dept';

/** A node of RuoYi's `TreeSelect`: `{id, label, disabled, children}`. */
export interface TreeNode {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeNode[];
}

/**
 * A tree from flat rows linked by parent id. A row whose parent is not among the rows
 * (a scope that hides the parent) becomes a root, as RuoYi's buildDeptTree does.
 */
export function buildTree<Row>(
  rows: readonly Row[],
  of: (row: Row) => { id: number; parentId: number; label: string; disabled?: boolean },
): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const row of rows) {
    const { id, label, disabled } = of(row);
    nodes.set(id, { id, label, disabled: disabled ?? false });
  }
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const { id, parentId } = of(row);
    const node = nodes.get(id) as TreeNode;
    const parent = nodes.get(parentId);
    if (!parent || parent === node) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** Departments that are not deleted, in tree order, limited by `where` (a data scope). */
export async function listDepts(db: Queryable, where?: SQL) {
  return db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.delFlag, '0'), where))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
}

/** The department tree (disabled departments flagged, so forms can refuse them). */
export async function deptTree(db: Queryable, where?: SQL): Promise<TreeNode[]> {
  const rows = await listDepts(db, where);
  return buildTree(rows, (row) => ({
    id: row.deptId,
    parentId: row.parentId,
    label: row.deptName,
    disabled: row.status !== '0',
  }));
}
