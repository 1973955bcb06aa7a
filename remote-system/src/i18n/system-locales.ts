import en from './system-texts-en';
import lo from './system-texts-lo';
import zh from './system-texts-zh';

/** Every feature's texts, one group per feature, in zh, en and lo (the key checks, the tests). */
export const systemLocales = { zh, en, lo };
