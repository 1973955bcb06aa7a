import { eq } from 'drizzle-orm';
import { sysUserRole } from '../db/schema/sys-links';
import { sysRole } from '../db/schema/sys-role';
import { sysUser } from '../db/schema/sys-user';
import { hashPassword } from '../services/passwords';
import { loginAs, type TestApp } from './test-app';

/**
 * Adds a user whose only role is the seeded role `roleKey` (password `secret123`),
 * logs in as it and returns the token: for permission tests that need a user the
 * seed does not have.
 */
export async function loginAsNewUser(t: TestApp, userName: string, roleKey: string): Promise<string> {
  const [role] = await t.db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(eq(sysRole.roleKey, roleKey));
  const [user] = await t.db
    .insert(sysUser)
    .values({ userName, nickName: userName, password: await hashPassword('secret123') })
    .returning({ userId: sysUser.userId });
  if (!role || !user) throw new Error('test user not created');
  await t.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return loginAs(t.app, userName, 'secret123');
}
