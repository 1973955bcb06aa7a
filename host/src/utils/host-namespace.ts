/** The host's i18n namespace (architecture.md, i18n). */
export const HOST_NAMESPACE = 'host';
