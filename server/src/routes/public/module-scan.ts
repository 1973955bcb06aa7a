import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysModule } from '../../db/schema/sys-module';

/** A remote build found on disk: `<repo>/<folder>/dist/<version>/remoteEntry.js`. */
export interface RemoteBuild {
  /** Federation name, e.g. `remote_house`. */
  name: string;
  version: string;
  /** The remote's folder, e.g. `<repo>/remote-house`. */
  folder: string;
  prefixes: string[];
}

/** The total size of the files under a folder (0 when it cannot be read). */
async function folderSize(dir: string): Promise<number> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    let total = 0;
    for (const entry of entries) {
      if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
    }
    return total;
  } catch {
    return 0;
  }
}

/**
 * Menu component prefixes of the known remotes (docs/architecture.md). A remote can
 * name its own in its package.json: `"agency": { "prefixes": ["house"] }`.
 */
export const KNOWN_PREFIXES: Record<string, string[]> = {
  remote_house: ['house'],
  remote_vehicle: ['vehicle', 'car'],
  remote_contracts: ['pact'],
  remote_system: ['system', 'monitor', 'tool'],
};

/** Federation names and versions that may appear in a URL path. */
export const NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/;

export async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

function stringList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '')
    ? (value as string[])
    : null;
}

/**
 * Finds every built remote version in `<repoRoot>/remote-*\/dist/<version>/`. The
 * federation name comes from the build's mf-manifest.json (else `remote_<suffix>`),
 * the prefixes from the remote's package.json, else from {@link KNOWN_PREFIXES}.
 */
export async function scanRemoteBuilds(repoRoot: string): Promise<RemoteBuild[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(repoRoot);
  } catch {
    return [];
  }
  const found: RemoteBuild[] = [];
  for (const entry of entries.filter((name) => /^remote-[a-z0-9-]+$/.test(name)).sort()) {
    const folder = path.join(repoRoot, entry);
    let versions: string[];
    try {
      versions = await fs.readdir(path.join(folder, 'dist'));
    } catch {
      continue;
    }
    const pkg = (await readJson(path.join(folder, 'package.json'))) as {
      agency?: { prefixes?: unknown };
    } | null;
    for (const version of versions.filter((v) => VERSION_PATTERN.test(v)).sort()) {
      const dir = path.join(folder, 'dist', version);
      if (!(await isFile(path.join(dir, 'remoteEntry.js')))) continue;
      const manifest = (await readJson(path.join(dir, 'mf-manifest.json'))) as { name?: unknown } | null;
      const fallbackName = `remote_${entry.slice('remote-'.length).replace(/-/g, '_')}`;
      const name =
        typeof manifest?.name === 'string' && NAME_PATTERN.test(manifest.name) ? manifest.name : fallbackName;
      const prefixes = stringList(pkg?.agency?.prefixes) ??
        KNOWN_PREFIXES[name] ?? [name.replace(/^remote_/, '')];
      found.push({ name, version, folder, prefixes });
    }
  }
  return found;
}

/**
 * Remote versions configured with `REMOTE_MODULES` (served by another host, e.g. one
 * container a remote, behind the same origin at `/remotes/<name>/<version>/`).
 */
export function configuredRemoteBuilds(modules: { name: string; version: string }[]): RemoteBuild[] {
  return modules.map(({ name, version }) => ({
    name,
    version,
    folder: '',
    prefixes: KNOWN_PREFIXES[name] ?? [name.replace(/^remote_/, '')],
  }));
}

/** The URL the browser loads a remote version from (served by the static plugin). */
export function entryUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/remoteEntry.js`;
}

/**
 * A remote version's plain public pages module, from its version folder, as its build
 * writes it (shared/build/public-pages-entry.ts): the host's public start loads it.
 */
export const PUBLIC_PAGES_FILE = 'public/public-pages.js';

/** Compares dotted versions numerically (`1.10.0` after `1.9.2`); other parts as text. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const nx = /^\d+$/.test(x) ? Number(x) : Number.NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : Number.NaN;
    const diff = !Number.isNaN(nx) && !Number.isNaN(ny) ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Records found builds in sys_module (existing rows are kept as they are), then gives
 * every module without an active version its newest version. Safe to run on every
 * start and by several processes at once.
 */
export async function registerRemoteBuilds(
  db: Queryable,
  builds: RemoteBuild[],
  createBy = 'scan',
): Promise<void> {
  for (const build of builds) {
    // Bytes of the version's files (brotli and gzip twins included); 0 when served elsewhere.
    const sizeBytes = build.folder ? await folderSize(path.join(build.folder, 'dist', build.version)) : 0;
    await db
      .insert(sysModule)
      .values({
        name: build.name,
        version: build.version,
        entry: entryUrl(build.name, build.version),
        prefixes: build.prefixes,
        active: false,
        sizeBytes,
        createBy,
      })
      .onConflictDoNothing({ target: [sysModule.name, sysModule.version] });
    if (sizeBytes) {
      // Rows registered before sizes were recorded get theirs.
      await db
        .update(sysModule)
        .set({ sizeBytes })
        .where(
          and(
            eq(sysModule.name, build.name),
            eq(sysModule.version, build.version),
            eq(sysModule.sizeBytes, 0),
          ),
        );
    }
  }
  const rows = await db.select().from(sysModule);
  const byName = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  for (const [name, versions] of byName) {
    if (versions.some((row) => row.active)) continue;
    const newest = [...versions].sort((a, b) => compareVersions(b.version, a.version))[0];
    if (!newest) continue;
    await db
      .update(sysModule)
      .set({ active: true, updateBy: createBy, updateTime: new Date() })
      .where(and(eq(sysModule.moduleId, newest.moduleId), eq(sysModule.name, name)));
  }
}
