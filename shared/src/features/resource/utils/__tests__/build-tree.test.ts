import { buildTree, treeKeysOf } from '../build-tree';

describe('buildTree', () => {
  const rows = [
    { id: 1, parentId: 0, name: 'System' },
    { id: 2, parentId: 1, name: 'Users' },
    { id: 3, parentId: 2, name: 'Add user' },
    { id: 4, parentId: 99, name: 'Orphan' },
  ];

  it('nests rows under their parents and keeps orphans as roots', () => {
    const tree = buildTree(rows, 'id', 'parentId');
    expect(tree.map((row) => row.name)).toEqual(['System', 'Orphan']);
    expect(tree[0]?.children?.[0]?.name).toBe('Users');
    expect(tree[0]).toMatchObject({ children: [{ name: 'Users', children: [{ name: 'Add user' }] }] });
    expect(treeKeysOf(tree, 'id')).toEqual([1, 2, 3, 4]);
  });

  it('does not change the rows it was given', () => {
    buildTree(rows, 'id', 'parentId');
    expect(rows[0]).not.toHaveProperty('children');
  });
});
