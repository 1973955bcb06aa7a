import type { Queryable } from '../../db/client';
import { sysModuleEvent } from '../../db/schema/sys-module-deploy';

export type ModuleAction = 'publish' | 'refuse' | 'activate' | 'rollback';

/** One line of a module's history: who did what to which version, and when. */
export async function recordModuleEvent(
  db: Queryable,
  event: {
    moduleName: string;
    version: string;
    action: ModuleAction;
    operator: string;
    fromVersion?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(sysModuleEvent).values({
    moduleName: event.moduleName,
    version: event.version,
    action: event.action,
    operator: event.operator,
    fromVersion: event.fromVersion ?? null,
    detail: event.detail ?? null,
  });
}
