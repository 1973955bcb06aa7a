import { useModuleUpdates } from '../hooks/use-module-updates';

/** Renders nothing: watches for module switches (see useModuleUpdates) inside the layout's App context. */
export function ModuleUpdateNotice() {
  useModuleUpdates();
  return null;
}
