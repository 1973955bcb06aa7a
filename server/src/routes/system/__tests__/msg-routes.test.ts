import { eq } from 'drizzle-orm';
import { sysRole } from '../../../db/schema/sys-role';
import { sysUser } from '../../../db/schema/sys-user';
import { call } from '../../../testing/test-app';
import { loginAsNewUser } from '../../../testing/test-users';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * In-app messages (issue 11, system/msg): staff write to users and roles with
 * `system:msg:*`; each recipient (chosen users, members of chosen roles) reads theirs in
 * the inbox with a read mark of their own, and nobody else's.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });
let driverA: string;
let driverB: string;
let clerk: string;
let vehicleRoleId: number;
let clerkId: number;

interface Inbox {
  rows: { messageId: number; title: string; isRead: boolean; createBy: string }[];
  total: number;
  unreadCount: number;
}

beforeAll(async () => {
  driverA = await loginAsNewUser(t, 'msg-driver-a', 'vehicle_staff');
  driverB = await loginAsNewUser(t, 'msg-driver-b', 'vehicle_staff');
  clerk = await loginAsNewUser(t, 'msg-clerk', 'house_staff');
  const [role] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'vehicle_staff'));
  vehicleRoleId = role?.roleId ?? 0;
  const [user] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'msg-clerk'));
  clerkId = user?.userId ?? 0;
});

const send = (body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, 'POST', '/system/msg', { token, lang: 'en', body });
const inbox = async (token: string, query: Record<string, string> = {}) =>
  (await call(t.app, 'GET', '/system/msg/inbox', { token, query })).body as unknown as Inbox;
async function idOf(title: string) {
  const { body } = await call(t.app, 'GET', '/system/msg/list', { token: tokens.admin, query: { title } });
  return (body.rows as { messageId: number }[])[0]?.messageId ?? 0;
}

describe('messages', () => {
  it('sends to a role and a user: every member of the role and the user find it unread in their inbox', async () => {
    expect(
      (
        await send({
          title: 'Car wash Friday',
          content: 'All cars to the wash at 9.',
          roleIds: [vehicleRoleId],
          userIds: [clerkId],
        })
      ).body.code,
    ).toBe(200);
    for (const token of [driverA, driverB, clerk]) {
      const box = await inbox(token);
      expect(box.unreadCount).toBe(1);
      expect(box.rows).toEqual([
        expect.objectContaining({ title: 'Car wash Friday', isRead: false, createBy: 'admin' }),
      ]);
    }
    // The sender is not a recipient.
    expect((await inbox(tokens.admin)).rows.map((row) => row.title)).not.toContain('Car wash Friday');
  });

  it('keeps a read mark per user and lets nobody read another user’s message', async () => {
    const id = await idOf('Car wash Friday');
    const one = await call(t.app, 'GET', `/system/msg/inbox/${id}`, { token: driverA });
    expect(one.body.data).toMatchObject({ content: 'All cars to the wash at 9.', readTime: null });
    await call(t.app, 'POST', '/system/msg/inbox/read', { token: driverA, query: { messageId: String(id) } });
    expect(await inbox(driverA)).toMatchObject({ unreadCount: 0, rows: [{ isRead: true }] });
    expect((await inbox(driverB)).unreadCount).toBe(1);
    expect((await inbox(driverB, { unread: '1' })).total).toBe(1);

    const outsider = await loginAsNewUser(t, 'msg-outsider', 'house_staff');
    expect(
      (await call(t.app, 'GET', `/system/msg/inbox/${id}`, { token: outsider, lang: 'en' })).body,
    ).toMatchObject({
      code: 500,
      msg: 'The message does not exist',
    });
    // Marking someone else's message read changes nothing.
    await call(t.app, 'POST', '/system/msg/inbox/read', {
      token: outsider,
      query: { messageId: String(id) },
    });
    expect((await inbox(driverB)).unreadCount).toBe(1);

    const detail = (await call(t.app, 'GET', `/system/msg/${id}`, { token: tokens.admin })).body.data as {
      recipients: { userName: string; readTime: string | null }[];
    };
    expect(detail.recipients.map((item) => [item.userName, item.readTime !== null])).toEqual(
      expect.arrayContaining([
        ['msg-driver-a', true],
        ['msg-driver-b', false],
        ['msg-clerk', false],
      ]),
    );
    const listed = (
      await call(t.app, 'GET', '/system/msg/list', { token: tokens.admin, query: { title: 'Car wash' } })
    ).body.rows as { recipientCount: number; readCount: number }[];
    expect(listed[0]).toMatchObject({ readCount: 1 });
    expect(listed[0]?.recipientCount).toBeGreaterThanOrEqual(3);
  });

  it('mark all read clears the unread count of the caller only', async () => {
    await send({ title: 'Second note', content: 'Fuel cards renewed.', roleIds: [vehicleRoleId] });
    expect((await inbox(driverB)).unreadCount).toBe(2);
    await call(t.app, 'POST', '/system/msg/inbox/read', { token: driverB });
    expect((await inbox(driverB)).unreadCount).toBe(0);
    expect((await inbox(driverA)).unreadCount).toBe(1);
  });

  it('editing the recipients keeps the read marks of those who stay and removes the others', async () => {
    const id = await idOf('Car wash Friday');
    // The same message sent to the clerk, and to the vehicle role or to no role.
    const editRecipients = (roleIds: number[]) =>
      call(t.app, 'PUT', '/system/msg', {
        token: tokens.admin,
        body: {
          messageId: id,
          title: 'Car wash Friday',
          content: 'At 10 instead.',
          userIds: [clerkId],
          roleIds,
        },
      });
    const edit = await editRecipients([vehicleRoleId]);
    expect(edit.body.code).toBe(200);
    expect((await inbox(driverA)).rows.find((row) => row.messageId === id)?.isRead).toBe(true);
    await editRecipients([]);
    expect((await inbox(driverA)).rows.map((row) => row.messageId)).not.toContain(id);
    expect((await inbox(clerk)).rows.map((row) => row.messageId)).toContain(id);
  });

  it('refuses no recipient, unknown users or roles and empty titles, on their fields', async () => {
    expect((await send({ title: 'Nobody', content: 'x' })).body.fieldErrors).toEqual([
      { field: 'userIds', message: 'Choose at least one user or role' },
    ]);
    expect(
      (await send({ title: 'Ghost', content: 'x', userIds: [999999], roleIds: [999999] })).body.fieldErrors,
    ).toEqual([
      { field: 'userIds', message: 'Some chosen users no longer exist' },
      { field: 'roleIds', message: 'Some chosen roles no longer exist' },
    ]);
    expect((await send({ title: ' ', content: 'x', userIds: [clerkId] })).body.fieldErrors).toEqual([
      expect.objectContaining({ field: 'title' }),
    ]);
  });

  it('asks for system:msg permissions to write, list and pick recipients, and @login for the inbox', async () => {
    for (const attempt of [
      send({ title: 'Hi', content: 'x', userIds: [clerkId] }, driverA),
      call(t.app, 'GET', '/system/msg/list', { token: driverA }),
      call(t.app, 'GET', '/system/msg/recipientOptions', { token: driverA }),
      call(t.app, 'DELETE', '/system/msg/1', { token: driverA }),
    ])
      expect((await attempt).body.code).toBe(403);
    expect((await call(t.app, 'GET', '/system/msg/inbox')).body.code).toBe(401);
    const options = (await call(t.app, 'GET', '/system/msg/recipientOptions', { token: tokens.admin })).body
      .data as {
      users: { userName: string }[];
      roles: { roleId: number }[];
    };
    expect(options.users.map((user) => user.userName)).toContain('msg-clerk');
    expect(options.roles.map((role) => role.roleId)).toContain(vehicleRoleId);
  });
});
