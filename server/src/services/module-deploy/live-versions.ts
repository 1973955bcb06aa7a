import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysModule } from '../../db/schema/sys-module';
import { sysModuleEvent } from '../../db/schema/sys-module-deploy';

/**
 * Whether a registered version has ever been live: active now, or named by a switch
 * (activated, rolled back to, or switched away from). Only such versions are served
 * from `/remotes/...` (issue 32, 5): a published version no admin activated never runs
 * on the app's origin, while a version switched away from stays served for the tabs
 * still running it and for a rollback. Once true it stays true (events are kept).
 */
export async function wasEverLive(db: Queryable, name: string, version: string): Promise<boolean> {
  const [row] = await db
    .select({ active: sysModule.active })
    .from(sysModule)
    .where(and(eq(sysModule.name, name), eq(sysModule.version, version)));
  if (!row) return false;
  if (row.active) return true;
  const [event] = await db
    .select({ eventId: sysModuleEvent.eventId })
    .from(sysModuleEvent)
    .where(
      and(
        eq(sysModuleEvent.moduleName, name),
        or(
          and(eq(sysModuleEvent.version, version), inArray(sysModuleEvent.action, ['activate', 'rollback'])),
          eq(sysModuleEvent.fromVersion, version),
        ),
      ),
    )
    .limit(1);
  return Boolean(event);
}
