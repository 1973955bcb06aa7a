import { COMMON_NAMESPACE, registerNamespace } from '../../i18n/i18n';
import en from './en';
import lo from './lo';
import zh from './zh';

/** Adds the news texts to the `common` namespace (group `publicNews`) when a public page shows news. */
export function registerPublicNewsLocales(): void {
  registerNamespace(COMMON_NAMESPACE, {
    zh: { publicNews: zh },
    en: { publicNews: en },
    lo: { publicNews: lo },
  });
}
