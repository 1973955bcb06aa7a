/**
 * RuoYi's handleTree: flat rows into a tree by their parent id. A row whose parent is
 * not listed (filtered out, or outside the caller's data scope) becomes a root.
 */
export function buildTree<Row extends object>(
  rows: readonly Row[],
  idKey: keyof Row & string,
  parentKey: keyof Row & string,
): (Row & { children?: Row[] })[] {
  type Node = Row & { children?: Node[] };
  const nodes = new Map<unknown, Node>(rows.map((row) => [row[idKey], { ...row }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentKey]);
    if (!parent || parent === node) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** Every id of a tree (expand all). */
export function treeKeysOf(rows: readonly object[], idKey: string): unknown[] {
  return rows.flatMap((row) => {
    const node = row as Record<string, unknown> & { children?: object[] };
    return [node[idKey], ...treeKeysOf(node.children ?? [], idKey)];
  });
}
