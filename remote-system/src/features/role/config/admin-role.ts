/** The administrator role: the server refuses to change it. */
export const ADMIN_ROLE_KEY = 'admin';
