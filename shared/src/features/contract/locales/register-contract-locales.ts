import { COMMON_NAMESPACE, registerNamespace } from '../../i18n/i18n';
import en from './en';
import lo from './lo';
import zh from './zh';

/** Adds the shared contract texts to the `common` namespace (group `contract`) when a contract screen loads. */
export function registerContractLocales(): void {
  registerNamespace(COMMON_NAMESPACE, { zh: { contract: zh }, en: { contract: en }, lo: { contract: lo } });
}
