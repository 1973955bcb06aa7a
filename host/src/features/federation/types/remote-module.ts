/** One entry of the server's module registry (`GET /web-api/public/modules`). */
export interface RemoteModule {
  /** Federation name, e.g. `remote_house`. */
  name: string;
  version: string;
  /** URL of the remote's `remoteEntry.js`. */
  entry: string;
  /** First segments of the menu component strings this remote serves, e.g. `['house']`. */
  prefixes: string[];
}
