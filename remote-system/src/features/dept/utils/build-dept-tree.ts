import type { Dept, DeptTreeRow } from '../types/dept';

/**
 * RuoYi's handleTree: flat rows into a tree by `parentId`. A row whose parent is not
 * listed (filtered out, or outside the data scope) becomes a root.
 */
export function buildDeptTree(rows: readonly Dept[]): DeptTreeRow[] {
  const nodes = new Map<number, DeptTreeRow>(rows.map((row) => [row.deptId, { ...row }]));
  const roots: DeptTreeRow[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (!parent || parent === node) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}
