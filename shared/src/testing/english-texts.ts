import { changeLanguage } from '../features/i18n/i18n';

/**
 * Before the file's tests: registers a remote's texts (which a screen rendered alone does not
 * load) and switches to English, the language the tests read.
 */
export function setUpEnglishTexts(registerTexts: () => void): void {
  beforeAll(async () => {
    registerTexts();
    await changeLanguage('en');
  });
}
