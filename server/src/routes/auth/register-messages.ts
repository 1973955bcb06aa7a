import type { Lang } from '../../locales/language';

/** Messages of the registration route beside the global ones (issue 32, finding 10). */
export const registerMessages: Record<Lang, Record<string, string>> = {
  en: { 'register.tooMany': 'Too many registration attempts, please try again in {minutes} minutes' },
  zh: { 'register.tooMany': '注册尝试次数过多，请 {minutes} 分钟后再试' },
  lo: { 'register.tooMany': 'ພະຍາຍາມລົງທະບຽນຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນອີກ {minutes} ນາທີ' },
};
