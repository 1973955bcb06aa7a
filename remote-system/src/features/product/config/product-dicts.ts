export const CURRENCY_DICT = 'sys_currency';
