import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sysUser } from '../../../db/schema/sys-user';
import { call, type Envelope, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { sniffImageType } from '../profile-image';

const { t, tokens } = useTestApp({ logins: ['staff'] });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function multipart(field: string, fileName: string, bytes: Buffer, contentType: string) {
  const boundary = `----profile-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadAvatar(bytes: Buffer, field = 'avatarfile', token = tokens.staff) {
  const { payload, contentType } = multipart(field, 'me.png', bytes, 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/web-api/system/user/profile/avatar',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload,
  });
  return response.json() as Envelope;
}

describe('sniffImageType', () => {
  it('recognises images by their bytes only', () => {
    expect(sniffImageType(PNG)).toBe('png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

/** Staff edits their own profile. */
const editProfile = (body: Record<string, unknown>, lang?: string) =>
  call(t.app, 'PUT', '/system/user/profile', { token: tokens.staff, lang, body });

describe('GET /system/user/profile', () => {
  it('needs a login', async () => {
    expect((await call(t.app, 'GET', '/system/user/profile')).body.code).toBe(401);
  });

  it('answers the user with role names', async () => {
    const { body } = await call(t.app, 'GET', '/system/user/profile', { token: tokens.staff });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ userName: 'staff' });
    expect(typeof body.roleGroup).toBe('string');
    expect(String(body.roleGroup).length).toBeGreaterThan(0);
    expect(typeof body.postGroup).toBe('string');
  });
});

describe('PUT /system/user/profile', () => {
  it('saves nickname, phone, e-mail and sex', async () => {
    const { body } = await editProfile({
      nickName: 'Staff One',
      phonenumber: '+856 20 5555 1234',
      email: 'Staff.One@Example.com',
      sex: '1',
    });
    expect(body.code).toBe(200);
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'staff'));
    expect(row).toMatchObject({
      nickName: 'Staff One',
      phonenumber: '+856 20 5555 1234',
      email: 'staff.one@example.com',
      sex: '1',
    });
  });

  it("refuses another user's phone number or e-mail", async () => {
    const [admin] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'));
    await t.db
      .update(sysUser)
      .set({ phonenumber: '02011112222', email: 'boss@example.com' })
      .where(eq(sysUser.userId, admin!.userId));
    const phone = await editProfile(
      { nickName: 'x', phonenumber: '02011112222', email: 'staff@example.com' },
      'en',
    );
    expect(phone.body.code).toBe(500);
    expect(phone.body.msg).toContain('phone number');
    const email = await editProfile(
      { nickName: 'x', phonenumber: '02099998888', email: 'BOSS@example.com' },
      'en',
    );
    expect(email.body.code).toBe(500);
    expect(email.body.msg).toContain('e-mail');
  });

  it('validates the body', async () => {
    const { body } = await editProfile({ nickName: ' ', phonenumber: 'abc', email: 'nope' });
    expect(body.code).toBe(500);
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  const update = (oldPassword: string, newPassword: string) =>
    call(t.app, 'PUT', '/system/user/profile/updatePwd', {
      token: tokens.staff,
      lang: 'en',
      body: { oldPassword, newPassword },
    });

  it('needs the current password', async () => {
    const { body } = await update('wrong', 'New-pass1');
    expect(body.code).toBe(500);
    expect(body.msg).toContain('current password is wrong');
  });

  it('holds the password policy of spec section 5 (8-20, letters, digits, a special character)', async () => {
    for (const weak of ['abc', 'newpass1', 'weakpassword', '12345678!', 'abcdefg!', `a1!${'x'.repeat(18)}`]) {
      const { body } = await update('staff123', weak);
      expect(body.code).toBe(500);
      expect(body.msg).toContain('special character');
    }
    await expect(loginAs(t.app, 'staff', 'staff123')).resolves.toEqual(expect.any(String));
  });

  it('changes the password, and refuses an unchanged one', async () => {
    const { body } = await update('staff123', 'New-pass1');
    expect(body.code).toBe(200);
    await expect(loginAs(t.app, 'staff', 'New-pass1')).resolves.toEqual(expect.any(String));
    await expect(loginAs(t.app, 'staff', 'staff123')).rejects.toThrow();
    const same = await update('New-pass1', 'New-pass1');
    expect(same.body.code).toBe(500);
    expect(same.body.msg).toContain('cannot be the same');
  });
});

describe('POST /system/user/profile/avatar', () => {
  it('stores a PNG, records it and serves it', async () => {
    const body = await uploadAvatar(PNG);
    expect(body.code).toBe(200);
    expect(body.imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'staff'));
    expect(row?.avatar).toBe(body.imgUrl);
    const stored = path.join(
      t.config.uploadDir,
      'avatar',
      ...String(body.imgUrl).slice('/profile/avatar/'.length).split('/'),
    );
    expect((await fs.readFile(stored)).equals(PNG)).toBe(true);
    // Served under the API prefix (routes/common/download-routes), like RuoYi's /profile/**,
    // to a session only: the staff app's <img> sends the cookie (issue 32, 15).
    const url = `/web-api${String(body.imgUrl)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const served = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `Admin-Token=${tokens.staff}` },
    });
    expect(served.statusCode).toBe(200);

    // A new avatar replaces the old file.
    const next = await uploadAvatar(PNG);
    expect(next.code).toBe(200);
    await expect(fs.stat(stored)).rejects.toThrow();
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const body = await uploadAvatar(Buffer.from('<svg onload="alert(1)"/>'));
    expect(body.code).toBe(500);
    expect(body.msg).toContain('PNG');
  });

  it('refuses images over 5 MB and a missing field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadAvatar(big)).msg).toContain('5 MB');
    expect((await uploadAvatar(PNG, 'file')).code).toBe(500);
  });

  it('needs a login', async () => {
    expect((await uploadAvatar(PNG, 'avatarfile', 'nope')).code).toBe(401);
  });
});
