import commonEn from './common-en';
import commonLo from './common-lo';
import commonZh from './common-zh';

/**
 * The `common` namespace in every language. The app loads one language at a time
 * (`registerNamespaceByLanguage` in i18n.ts); the tests check all three together.
 */
export const commonLocales = { zh: commonZh, en: commonEn, lo: commonLo };
