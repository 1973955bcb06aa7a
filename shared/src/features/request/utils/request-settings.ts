/** Every call goes under this path (spec section 7). */
export const BASE_URL = '/web-api';
/** Request timeout in milliseconds. */
export const REQUEST_TIMEOUT = 30_000;
/** Timeout of `GET /captchaImage`. */
export const CAPTCHA_TIMEOUT = 20_000;
/** How long network, timeout and HTTP-status messages stay (seconds). */
export const TRANSPORT_ERROR_DURATION = 5;
