/**
 * Per-request options of the request client, on top of axios' own. They are
 * declared on axios' config type so `client.get(url, { noAuth: true })`,
 * RTK Query args and interceptors all see them typed.
 */
export interface RequestOptions {
  /** Send no `Authorization` header (public calls; login and others are recognised by URL anyway). */
  noAuth?: boolean;
  /** `false` turns off the client-side duplicate-submit guard for this POST/PUT. */
  repeatSubmit?: boolean;
  /** Show no message, notification or dialog for this call's failures; the promise still rejects. */
  silent?: boolean;
}

declare module 'axios' {
  // biome-ignore lint/suspicious/noExplicitAny: must repeat axios' own declaration to merge with it
  interface AxiosRequestConfig<D = any> extends RequestOptions {}
}
