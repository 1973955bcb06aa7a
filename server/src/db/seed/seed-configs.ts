import type { Queryable } from '../client';
import { sysConfig } from '../schema/sys-config';

/** Built-in parameters (config_type 'Y': cannot be deleted). */
export const configSeeds = [
  {
    configName: 'Account - captcha on login',
    configKey: 'sys.account.captchaEnabled',
    configValue: 'true',
    remark: 'true shows the captcha on the login page; CAPTCHA_ENABLED overrides it at start',
  },
  {
    configName: 'Account - self registration',
    configKey: 'sys.account.registerUser',
    configValue: 'true',
    remark: 'true allows registration with an invitation code',
  },
  {
    configName: 'User - initial password',
    configKey: 'sys.user.initPassword',
    configValue: '123456',
    remark: 'Password given to users created or reset by an administrator',
  },
  // Seeded on every start (insert-if-missing), so existing databases get these too. The
  // agency's details start empty: an unset one stays a visible placeholder to fill in,
  // never a made-up name in a legal document.
  {
    configName: 'Contracts - share link days',
    configKey: 'pact.share.defaultDays',
    configValue: '30',
    remark: 'Days a contract share link stays open when none is chosen (1 to 365)',
  },
  {
    configName: 'Contracts - agency name',
    configKey: 'pact.agency.name',
    configValue: '',
    remark: 'Fills {{agencyName}} in generated contracts',
  },
  {
    configName: 'Contracts - agency address',
    configKey: 'pact.agency.address',
    configValue: '',
    remark: 'Fills {{agencyAddress}} in generated contracts',
  },
  {
    configName: 'Contracts - agency phone',
    configKey: 'pact.agency.phone',
    configValue: '',
    remark: 'Fills {{agencyPhone}} in generated contracts',
  },
];

export async function seedConfigs(db: Queryable): Promise<void> {
  await db
    .insert(sysConfig)
    .values(configSeeds.map((config) => ({ ...config, configType: 'Y', createBy: 'admin' })))
    .onConflictDoNothing({ target: sysConfig.configKey });
}
