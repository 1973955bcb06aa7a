import { COMMON_NAMESPACE, registerNamespace } from '../../i18n/i18n';
import en from './en';
import lo from './lo';
import zh from './zh';

/** Adds the public controls' texts to the `common` namespace (group `publicUi`) when one loads. */
export function registerPublicUiLocales(): void {
  registerNamespace(COMMON_NAMESPACE, {
    zh: { publicUi: zh },
    en: { publicUi: en },
    lo: { publicUi: lo },
  });
}
