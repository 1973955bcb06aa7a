import { COMMON_NAMESPACE, registerNamespace } from '../../i18n/i18n';
import en from './en';
import lo from './lo';
import zh from './zh';

/**
 * Adds the customer texts to the `common` namespace (group `customer`) when a customer
 * screen loads, so both remotes' screens find them and the login page does not carry them.
 */
export function registerCustomerLocales(): void {
  registerNamespace(COMMON_NAMESPACE, { zh: { customer: zh }, en: { customer: en }, lo: { customer: lo } });
}
