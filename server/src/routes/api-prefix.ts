/** Base path of every API route (spec section 7). */
export const apiPrefix = '/web-api';
