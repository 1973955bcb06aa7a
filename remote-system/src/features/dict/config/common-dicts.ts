/** RuoYi's dictionaries that several system screens label their flags with. */

/** '0' normal, '1' disabled (users, roles, posts, departments, menus, dictionaries...). */
export const NORMAL_DISABLE_DICT = 'sys_normal_disable';

/** '0' success, '1' failure (sign-ins, operations, job runs). */
export const COMMON_STATUS_DICT = 'sys_common_status';

/** 'Y' yes, 'N' no (a built-in parameter, a default dictionary entry). */
export const YES_NO_DICT = 'sys_yes_no';

/** '0' shown, '1' hidden (menus, quick links). */
export const SHOW_HIDE_DICT = 'sys_show_hide';
