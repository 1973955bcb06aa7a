/** antd tag colours RuoYi's `listClass` maps to (the tag shown in lists). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
