import type { Queryable } from '../db/client';
import { sysLogininfor } from '../db/schema/sys-logs';
import type { ClientInfo } from './request-info';

/** One sys_logininfor row per login attempt and logout ('0' success, '1' failure). */
export async function recordLogin(
  db: Queryable,
  entry: { userName: string; client: ClientInfo; success: boolean; msg: string },
): Promise<void> {
  await db.insert(sysLogininfor).values({
    userName: entry.userName.slice(0, 100),
    ipaddr: entry.client.ip,
    loginLocation: entry.client.location,
    browser: entry.client.browser,
    os: entry.client.os,
    status: entry.success ? '0' : '1',
    msg: entry.msg.slice(0, 255),
    loginTime: new Date(),
  });
}
