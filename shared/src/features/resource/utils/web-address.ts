/**
 * A plain web address as the server takes it for links and websites: http(s), a host,
 * no credentials, no spaces. The forms check it before sending; the server checks again.
 */
export const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
