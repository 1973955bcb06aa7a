/**
 * The host's federation runtime, in a chunk of its own that loads with the first remote:
 * the login page runs no federation code (docs/benchmarks.md). Created with everything
 * the host provides, so a remote's set-up finds it all in the share scope.
 */

import { HOST_IDLE_LOADS, HOST_PROVIDES } from 'virtual:host-provides';
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
 * Loads the libraries the host provides, as a remote takes them, and the staff lists'
 * modules of `@agency/shared` (the build chooses them, HOST_IDLE_LOADS): antd's whole index
 * and the kit are then evaluated while the browser is idle, and a first click on a
 * remote's list downloads only the remote's own chunks (docs/benchmarks.md).
 */
export async function loadLibraries(federation: ModuleFederation): Promise<void> {
  await Promise.all(HOST_IDLE_LOADS.map((key) => federation.loadShare(key)));
}
