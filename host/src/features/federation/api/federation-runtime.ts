/**
 * The host's federation runtime, in a chunk of its own that loads with the first remote:
 * the login page runs no federation code (docs/benchmarks.md). Created with everything
 * the host provides, so a remote's set-up finds it all in the share scope.
 */

import { HOST_LIBRARIES, HOST_PROVIDES } from 'virtual:host-provides';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';

export function createFederation(remotes: { name: string; entry: string }[]): ModuleFederation {
  return createInstance({
    name: 'host',
    remotes,
    shared: HOST_PROVIDES,
    shareStrategy: 'loaded-first',
    // The remotes are built without their own copy of the runtime (externalRuntime).
    plugins: [injectExternalRuntimeCore()],
  });
}

/**
 * Loads the libraries the host provides, as a remote takes them: antd's whole index is then
 * evaluated while the browser is idle, not after the first click on a remote's menu entry.
 */
export async function loadLibraries(federation: ModuleFederation): Promise<void> {
  await Promise.all(HOST_LIBRARIES.map((key) => federation.loadShare(key)));
}
