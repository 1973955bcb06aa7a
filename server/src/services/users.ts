import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysDept } from '../db/schema/sys-dept';
import { sysUser } from '../db/schema/sys-user';

/** Users that are not deleted and use this e-mail address (case-insensitive). */
export async function findUsersByEmail(db: Queryable, email: string) {
  return db
    .select({ userId: sysUser.userId, userName: sysUser.userName, status: sysUser.status })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.delFlag, '0'),
        ne(sysUser.email, ''),
        sql`lower(${sysUser.email}) = ${email.trim().toLowerCase()}`,
      ),
    );
}

export async function userNameTaken(db: Queryable, userName: string): Promise<boolean> {
  const rows = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(eq(sysUser.userName, userName));
  return rows.length > 0;
}

export async function phoneTaken(db: Queryable, phone: string): Promise<boolean> {
  const rows = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.delFlag, '0'), eq(sysUser.phonenumber, phone)));
  return rows.length > 0;
}

/** A user with its department (null when it has none); undefined when there is no such user. */
export async function findUserWithDept(db: Queryable, userId: number) {
  const [row] = await db
    .select({ user: sysUser, dept: sysDept })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(eq(sysUser.userId, userId));
  return row;
}
