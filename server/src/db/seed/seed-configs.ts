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
];

export async function seedConfigs(db: Queryable): Promise<void> {
  await db
    .insert(sysConfig)
    .values(configSeeds.map((config) => ({ ...config, configType: 'Y', createBy: 'admin' })))
    .onConflictDoNothing({ target: sysConfig.configKey });
}
