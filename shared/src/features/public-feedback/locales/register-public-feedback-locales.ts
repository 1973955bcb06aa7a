import { COMMON_NAMESPACE, registerNamespace } from '../../i18n/i18n';
import en from './en';
import lo from './lo';
import zh from './zh';

/**
 * Adds the feedback form's texts to the `common` namespace (group `publicFeedback`) when a
 * public page with the form loads: the house and car remotes both show it, the login page
 * does not carry it.
 */
export function registerPublicFeedbackLocales(): void {
  registerNamespace(COMMON_NAMESPACE, {
    zh: { publicFeedback: zh },
    en: { publicFeedback: en },
    lo: { publicFeedback: lo },
  });
}
