import en from './pact-texts-en';
import lo from './pact-texts-lo';
import zh from './pact-texts-zh';

/** Every feature's texts, one group per feature, in zh, en and lo (the key checks, the tests). */
export const pactLocales = { zh, en, lo };
