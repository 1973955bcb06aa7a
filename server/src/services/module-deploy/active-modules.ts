import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysModule } from '../../db/schema/sys-module';

/**
 * The active version of each remote, by name: what the module registry hands the host
 * (`GET /public/modules`), and where the public pages' start finds its remote.
 */
export function activeModules(db: Queryable) {
  return db
    .select({
      name: sysModule.name,
      version: sysModule.version,
      entry: sysModule.entry,
      prefixes: sysModule.prefixes,
    })
    .from(sysModule)
    .where(eq(sysModule.active, true))
    .orderBy(asc(sysModule.name));
}
