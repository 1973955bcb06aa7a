import type { RemoteModule } from '../features/federation/types/remote-module';

/** A remote as the module registry lists it: `/remotes/<name>/<version>/remoteEntry.js`. */
export function sampleModule(name: string, prefixes: string[], version = '1.0.0'): RemoteModule {
  return { name, version, entry: `/remotes/${name}/${version}/remoteEntry.js`, prefixes };
}
