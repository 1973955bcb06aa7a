import { eq } from 'drizzle-orm';
import { hashPassword } from '../../services/passwords';
import type { Queryable } from '../client';
import { sysUserPost, sysUserRole } from '../schema/sys-links';
import { sysUser } from '../schema/sys-user';

/** Default accounts (README): admin/admin123 and an ordinary staff user, staff/staff123. */
export const userSeeds = [
  {
    userName: 'admin',
    nickName: 'Administrator',
    password: 'admin123',
    email: 'admin@agency.la',
    phonenumber: '02055550001',
    sex: '0',
    dept: 'Agency Head Office',
    post: 'ceo',
    role: 'admin',
  },
  {
    userName: 'staff',
    nickName: 'Staff',
    password: 'staff123',
    email: 'staff@agency.la',
    phonenumber: '02055550002',
    sex: '1',
    dept: 'Agency Head Office/Vientiane Branch/Property Sales',
    post: 'agent',
    role: 'common',
  },
];

/** Creates the default users once; a user that exists (maybe with a changed password) is left alone. */
export async function seedUsers(
  db: Queryable,
  ids: { depts: Map<string, number>; posts: Map<string, number>; roles: Map<string, number> },
): Promise<void> {
  for (const seed of userSeeds) {
    const [found] = await db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(eq(sysUser.userName, seed.userName));
    if (found) continue;
    const [row] = await db
      .insert(sysUser)
      .values({
        userName: seed.userName,
        nickName: seed.nickName,
        password: await hashPassword(seed.password),
        email: seed.email,
        phonenumber: seed.phonenumber,
        sex: seed.sex,
        deptId: ids.depts.get(seed.dept) ?? null,
        pwdUpdateDate: new Date(),
        createBy: 'admin',
      })
      .returning({ userId: sysUser.userId });
    if (!row) throw new Error('user insert returned no row');
    const roleId = ids.roles.get(seed.role);
    if (roleId !== undefined) await db.insert(sysUserRole).values({ userId: row.userId, roleId });
    const postId = ids.posts.get(seed.post);
    if (postId !== undefined) await db.insert(sysUserPost).values({ userId: row.userId, postId });
  }
}
