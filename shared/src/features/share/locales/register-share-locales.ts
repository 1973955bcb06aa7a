import { COMMON_NAMESPACE, registerNamespace } from '../../i18n/i18n';
import en from './en';
import lo from './lo';
import zh from './zh';

/** Adds the share dialog's texts to the `common` namespace (group `share`) when the dialog's module loads. */
export function registerShareLocales(): void {
  registerNamespace(COMMON_NAMESPACE, { zh: { share: zh }, en: { share: en }, lo: { share: lo } });
}
