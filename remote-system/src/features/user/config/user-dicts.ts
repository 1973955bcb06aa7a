export const USER_SEX_DICT = 'sys_user_sex';
