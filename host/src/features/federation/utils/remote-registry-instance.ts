import { fetchModuleRegistry } from '../api/module-registry-api';
import { RemoteRegistry } from './remote-registry';

/** The shell's one registry of remotes. */
export const remoteRegistry = new RemoteRegistry(fetchModuleRegistry);
