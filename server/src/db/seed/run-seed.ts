import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { sysConfig } from '../schema/sys-config';
import { seedConfigs } from './seed-configs';
import { seedDicts } from './seed-dicts';
import { seedJobs } from './seed-jobs';
import { seedMenus } from './seed-menus';
import { seedDepts, seedPosts } from './seed-org';
import { seedRoles } from './seed-roles';
import { seedUsers } from './seed-users';

export interface SeedOptions {
  /** CAPTCHA_ENABLED: when set, written into sys.account.captchaEnabled. */
  captchaEnabled?: boolean | undefined;
}

/**
 * Idempotent seed, run after the migrations on every start: inserts what is missing
 * and never overwrites data, so a second start keeps everything. One transaction, so
 * a failed start leaves no half-seeded database.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const menus = await seedMenus(tx);
    const roles = await seedRoles(tx, menus);
    const depts = await seedDepts(tx);
    const posts = await seedPosts(tx);
    await seedUsers(tx, { depts, posts, roles });
    await seedDicts(tx);
    await seedConfigs(tx);
    await seedJobs(tx);
    if (options.captchaEnabled !== undefined) {
      await tx
        .update(sysConfig)
        .set({
          configValue: String(options.captchaEnabled),
          updateBy: 'CAPTCHA_ENABLED',
          updateTime: new Date(),
        })
        .where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
    }
  });
}
