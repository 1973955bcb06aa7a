import type { Lang } from '../../locales/language';

/** Server messages of the cache monitor (keys `monitor.cache.*`). */
export const cacheMessages: Record<Lang, Record<string, string>> = {
  en: {
    'monitor.cache.unknown': 'There is no such cache',
    'monitor.cache.keyGone': 'The entry is no longer in the cache (it expired or was removed)',
    'monitor.cache.cleared': 'Cleared',
    'monitor.cache.store.loginTokens': 'Signed-in sessions',
    'monitor.cache.store.captchaCodes': 'Captcha answers (2 minutes)',
    'monitor.cache.store.passwordErrors': 'Failed sign-ins per account (locks)',
    'monitor.cache.store.rateLimits': 'Abuse counters per address',
    'monitor.cache.store.repeatSubmit': 'Duplicate-submit guard',
    'monitor.cache.store.emailCodes': 'E-mailed verification codes',
    'monitor.cache.store.authCache': 'Sessions and users kept in this process',
  },
  zh: {
    'monitor.cache.unknown': '没有该缓存',
    'monitor.cache.keyGone': '该缓存项已不存在（已过期或被删除）',
    'monitor.cache.cleared': '清理成功',
    'monitor.cache.store.loginTokens': '用户信息',
    'monitor.cache.store.captchaCodes': '验证码（2 分钟）',
    'monitor.cache.store.passwordErrors': '密码错误次数（锁定）',
    'monitor.cache.store.rateLimits': '按地址的限流计数',
    'monitor.cache.store.repeatSubmit': '防重提交',
    'monitor.cache.store.emailCodes': '邮件验证码',
    'monitor.cache.store.authCache': '本进程缓存的会话与用户',
  },
  lo: {
    'monitor.cache.unknown': 'ບໍ່ມີແຄຊນີ້',
    'monitor.cache.keyGone': 'ລາຍການນີ້ບໍ່ຢູ່ໃນແຄຊແລ້ວ (ໝົດອາຍຸ ຫຼື ຖືກລຶບ)',
    'monitor.cache.cleared': 'ລ້າງແລ້ວ',
    'monitor.cache.store.loginTokens': 'ເຊດຊັນທີ່ເຂົ້າລະບົບຢູ່',
    'monitor.cache.store.captchaCodes': 'ຄຳຕອບລະຫັດຢືນຢັນ (2 ນາທີ)',
    'monitor.cache.store.passwordErrors': 'ການເຂົ້າລະບົບລົ້ມເຫຼວຕໍ່ບັນຊີ (ລັອກ)',
    'monitor.cache.store.rateLimits': 'ຕົວນັບການລະເມີດຕໍ່ທີ່ຢູ່',
    'monitor.cache.store.repeatSubmit': 'ກັນການສົ່ງຊ້ຳ',
    'monitor.cache.store.emailCodes': 'ລະຫັດຢືນຢັນທາງອີເມວ',
    'monitor.cache.store.authCache': 'ເຊດຊັນ ແລະ ຜູ້ໃຊ້ທີ່ເກັບໄວ້ໃນໂປຣເຊສນີ້',
  },
};
