import type { DeptNode } from '../types/user';

/** Every node of a tree, depth first, with its depth (for indented select labels). */
export function flattenTree(nodes: readonly DeptNode[], depth = 0): { node: DeptNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children ?? [], depth + 1)]);
}

/** The nodes whose label contains `text` (any case), with their ancestors, so they stay reachable. */
export function filterTree(nodes: readonly DeptNode[], text: string): DeptNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], needle);
    if (node.label.toLowerCase().includes(needle)) return [node];
    return children.length ? [{ ...node, children }] : [];
  });
}
