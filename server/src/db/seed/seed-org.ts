import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { sysDept } from '../schema/sys-dept';
import { sysPost } from '../schema/sys-post';

interface DeptSeed {
  name: string;
  leader?: string;
  children?: DeptSeed[];
}

/** The department tree of the agency. */
const deptTree: DeptSeed[] = [
  {
    name: 'Agency Head Office',
    leader: 'admin',
    children: [
      {
        name: 'Vientiane Branch',
        children: [
          { name: 'Property Sales' },
          { name: 'Property Leasing' },
          { name: 'Vehicle Sales and Rental' },
        ],
      },
      {
        name: 'Luang Prabang Branch',
        children: [{ name: 'Property Sales' }, { name: 'Vehicle Sales and Rental' }],
      },
      { name: 'Finance' },
      { name: 'IT and Operations' },
    ],
  },
];

export const postSeeds = [
  { postCode: 'ceo', postName: 'Managing director', postSort: 1 },
  { postCode: 'manager', postName: 'Branch manager', postSort: 2 },
  { postCode: 'agent', postName: 'Sales agent', postSort: 3 },
  { postCode: 'staff', postName: 'Office staff', postSort: 4 },
];

/** Inserts missing departments (matched by parent and name); returns ids by path "A/B". */
export async function seedDepts(db: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const visit = async (seeds: DeptSeed[], parentId: number, ancestors: string, prefix: string) => {
    for (const [index, seed] of seeds.entries()) {
      const [found] = await db
        .select({ deptId: sysDept.deptId })
        .from(sysDept)
        .where(and(eq(sysDept.parentId, parentId), eq(sysDept.deptName, seed.name)));
      let deptId = found?.deptId;
      if (deptId === undefined) {
        const [row] = await db
          .insert(sysDept)
          .values({
            parentId,
            ancestors,
            deptName: seed.name,
            orderNum: index + 1,
            leader: seed.leader ?? null,
            createBy: 'admin',
          })
          .returning({ deptId: sysDept.deptId });
        if (!row) throw new Error('dept insert returned no row');
        deptId = row.deptId;
      }
      const path = prefix ? `${prefix}/${seed.name}` : seed.name;
      ids.set(path, deptId);
      if (seed.children) await visit(seed.children, deptId, `${ancestors},${deptId}`, path);
    }
  };
  await visit(deptTree, 0, '0', '');
  return ids;
}

export async function seedPosts(db: Queryable): Promise<Map<string, number>> {
  await db
    .insert(sysPost)
    .values(postSeeds.map((post) => ({ ...post, createBy: 'admin' })))
    .onConflictDoNothing({ target: sysPost.postCode });
  const rows = await db.select({ postId: sysPost.postId, postCode: sysPost.postCode }).from(sysPost);
  return new Map(rows.map((row) => [row.postCode, row.postId]));
}
