import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../testing/test-database';
import { type OpenedDatabase, openDatabase } from '../client';
import { prepareDatabase } from '../prepare';
import { sysConfig } from '../schema/sys-config';
import { sysRoleMenu } from '../schema/sys-links';
import { sysMenu } from '../schema/sys-menu';
import { sysUser } from '../schema/sys-user';

async function counts(opened: OpenedDatabase) {
  return {
    users: await opened.db.$count(sysUser),
    menus: await opened.db.$count(sysMenu),
    roleMenus: await opened.db.$count(sysRoleMenu),
    configs: await opened.db.$count(sysConfig),
  };
}

/** Data written before a restart is there after it, and the seed adds no duplicates. */
async function restartKeepsData(open: () => Promise<OpenedDatabase>) {
  const first = await open();
  await prepareDatabase(first);
  await first.db.insert(sysConfig).values({ configName: 'Kept', configKey: 'test.kept', configValue: 'yes' });
  await first.db.update(sysUser).set({ nickName: 'Boss' }).where(eq(sysUser.userName, 'admin'));
  const before = await counts(first);
  await first.close();

  const second = await open();
  await prepareDatabase(second, { captchaEnabled: false });
  expect(await counts(second)).toEqual(before);
  const [kept] = await second.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'test.kept'));
  expect(kept?.configValue).toBe('yes');
  const [admin] = await second.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'));
  expect(admin?.nickName).toBe('Boss');
  const [captcha] = await second.db
    .select()
    .from(sysConfig)
    .where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
  expect(captcha?.configValue).toBe('false');
  await second.close();
}

// Each case opens fresh clusters (initdb) several times, beside another test file on 2 cores.
jest.setTimeout(180_000);

describe('restart', () => {
  it('keeps the data of a PGlite folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restart-'));
    try {
      await restartKeepsData(() => openDatabase({ pgliteDir: path.join(dir, 'pglite') }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the data of the test database (PostgreSQL when TEST_DATABASE_URL is set)', async () => {
    const test = await createTestDatabase();
    try {
      if (test.databaseUrl) {
        await test.opened.close();
        const url = test.databaseUrl;
        await restartKeepsData(() => openDatabase({ databaseUrl: url }));
      } else {
        // In-memory PGlite cannot be reopened; the folder case above covers PGlite.
        await prepareDatabase(test.opened);
        await prepareDatabase(test.opened);
        expect((await counts(test.opened)).users).toBe(2);
      }
    } finally {
      await test.drop();
    }
  });
});
