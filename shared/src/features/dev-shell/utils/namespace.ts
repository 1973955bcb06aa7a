/** i18n namespace of the stand-alone dev page that each remote runs on its own. */
export const DEV_SHELL_NAMESPACE = 'devShell';
