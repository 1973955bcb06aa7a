/** The built-in administrator account: the server refuses to change it from this screen. */
export const ADMIN_USER_NAME = 'admin';
