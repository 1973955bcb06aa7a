import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import semver from 'semver';
import type { Queryable } from '../../db/client';
import { sysMenu } from '../../db/schema/sys-menu';
import type { ModuleCheckMessage, ModuleChecks } from '../../db/schema/sys-module';
import { isFile, readJson } from '../../routes/public/module-scan';
import { type CdnAccess, fetchFromCdn } from './cdn-fetch';

/** The parts of a federation `mf-manifest.json` the checks read. */
interface Manifest {
  name?: unknown;
  exposes?: { path?: unknown }[];
  shared?: {
    name?: unknown;
    singleton?: unknown;
    requiredVersion?: unknown;
    assets?: { js?: { sync?: unknown[] } };
  }[];
}

export interface BuildFacts {
  /** The federation name and version being published. */
  name: string;
  version: string;
  /** Its mf-manifest.json, null when missing or not JSON. */
  manifest: Manifest | null;
  hasEntry: boolean;
  /** Its pages.json list (menu component strings), null when absent. */
  pages: string[] | null;
  /** What else it takes from the host (pages.json `requires`: the federation runtime), by version range. */
  requires: Record<string, string>;
  /** What the running host provides (host/dist/provided-shared.json), null when unknown. */
  provided: Record<string, string> | null;
  /** Component strings the menus use. */
  menuComponents: Set<string>;
}

const message = (key: string, params?: Record<string, string>): ModuleCheckMessage =>
  params ? { key, params } : { key };

/** The host's version of a shared module: its own key, or a `react/`-style prefix key. */
function providedVersion(provided: Record<string, string>, name: string): string | null {
  if (name in provided) return provided[name] ?? null;
  const prefix = Object.keys(provided).find((key) => key.endsWith('/') && name.startsWith(key));
  return prefix ? (provided[prefix] ?? null) : null;
}

/**
 * The checks a remote version must pass before it can go live (at publish and again at
 * activation): it exposes `./pages`, and every shared module it takes from the host
 * (singletons, and modules it has no copy of) is provided at a version its range
 * accepts. Page registry entries no menu uses are warnings.
 */
export function checkBuild(facts: BuildFacts): ModuleChecks {
  const errors: ModuleCheckMessage[] = [];
  const warnings: ModuleCheckMessage[] = [];
  const { manifest } = facts;
  if (!facts.hasEntry) errors.push(message('module.check.noEntry'));
  if (!manifest) {
    errors.push(message('module.check.noManifest'));
    return { errors, warnings };
  }
  if (manifest.name !== facts.name) {
    errors.push(
      message('module.check.wrongName', { expected: facts.name, found: String(manifest.name ?? '') }),
    );
  }
  if (!(manifest.exposes ?? []).some((expose) => expose?.path === './pages')) {
    errors.push(message('module.check.noPages'));
  }
  if (facts.provided) {
    const provided = facts.provided;
    const needs = (name: string, range: string) => {
      const version = providedVersion(provided, name);
      if (!version) {
        errors.push(message('module.check.sharedMissing', { name, range }));
      } else if (semver.valid(version) && semver.validRange(range) && !semver.satisfies(version, range)) {
        errors.push(message('module.check.sharedVersion', { name, range, version }));
      }
    };
    for (const shared of manifest.shared ?? []) {
      if (typeof shared?.name !== 'string') continue;
      const ownCopy = (shared.assets?.js?.sync ?? []).length > 0;
      if (shared.singleton !== true && ownCopy) continue;
      needs(shared.name, typeof shared.requiredVersion === 'string' ? shared.requiredVersion : '*');
    }
    for (const [name, range] of Object.entries(facts.requires)) needs(name, range);
  } else {
    warnings.push(message('module.check.hostUnknown'));
  }
  if (facts.pages === null) {
    warnings.push(message('module.check.noPageList'));
  } else {
    const unused = facts.pages.filter(
      (page) => !facts.menuComponents.has(page) && !page.includes('/public/'),
    );
    if (unused.length > 0) warnings.push(message('module.check.unusedPages', { pages: unused.join(', ') }));
  }
  return { errors, warnings };
}

function pageList(value: unknown): string[] | null {
  const pages = (value as { pages?: unknown } | null)?.pages;
  return Array.isArray(pages) && pages.every((page) => typeof page === 'string') ? (pages as string[]) : null;
}

/** pages.json `requires` (name → version range); anything not a string pair is left out. */
function requiresOf(value: unknown): Record<string, string> {
  const requires = (value as { requires?: unknown } | null)?.requires;
  if (!requires || typeof requires !== 'object' || Array.isArray(requires)) return {};
  return Object.fromEntries(
    Object.entries(requires).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function pagesFacts(value: unknown): Pick<BuildFacts, 'pages' | 'requires'> {
  return { pages: pageList(value), requires: requiresOf(value) };
}

/** What the host build says it provides (null when the host is not built here). */
export async function hostProvidedShared(repoRoot: string): Promise<Record<string, string> | null> {
  const data = (await readJson(path.join(repoRoot, 'host', 'dist', 'provided-shared.json'))) as {
    shared?: unknown;
  } | null;
  return data?.shared && typeof data.shared === 'object' ? (data.shared as Record<string, string>) : null;
}

export async function menuComponents(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .select({ component: sysMenu.component })
    .from(sysMenu)
    .where(isNotNull(sysMenu.component));
  return new Set(rows.map((row) => row.component ?? '').filter(Boolean));
}

/** Checks a version in a folder of this server (unpacked archive or repository build). */
export async function checkBuildFolder(
  db: Queryable,
  repoRoot: string,
  dir: string,
  name: string,
  version: string,
): Promise<ModuleChecks> {
  return checkBuild({
    name,
    version,
    manifest: (await readJson(path.join(dir, 'mf-manifest.json'))) as Manifest | null,
    hasEntry: await isFile(path.join(dir, 'remoteEntry.js')),
    ...pagesFacts(await readJson(path.join(dir, 'pages.json'))),
    provided: await hostProvidedShared(repoRoot),
    menuComponents: await menuComponents(db),
  });
}

/** What a check of a version hosted elsewhere may repeat of what it read: names and ranges. */
const PLAIN_VALUE = /^[A-Za-z0-9@/._~^<>=*| ,+-]{0,200}$/;

/**
 * A version hosted elsewhere is checked from what a CDN answered: its messages never
 * repeat that answer (issue 32, finding 12), only package names, ranges and page paths
 * that look like nothing else; the manifest's own name is left out.
 */
function withoutFetchedText(checks: ModuleChecks): ModuleChecks {
  const clean = (item: ModuleCheckMessage): ModuleCheckMessage => {
    if (item.key === 'module.check.wrongName') {
      return message('module.check.otherName', { expected: item.params?.expected ?? '' });
    }
    if (!item.params) return item;
    const params = Object.fromEntries(
      Object.entries(item.params).map(([key, value]) => [key, PLAIN_VALUE.test(value) ? value : '…']),
    );
    return { key: item.key, params };
  };
  return { errors: checks.errors.map(clean), warnings: checks.warnings.map(clean) };
}

/**
 * Checks a version hosted on a configured CDN, from its manifest and page list beside
 * `remoteEntry.js` (read by {@link fetchFromCdn}: https, that CDN only, redirects too).
 */
export async function checkBuildAt(
  db: Queryable,
  repoRoot: string,
  entryUrl: string,
  name: string,
  version: string,
  access: CdnAccess,
): Promise<ModuleChecks> {
  const fetchJson = async (file: string) => {
    const body = await fetchFromCdn(new URL(file, entryUrl), access);
    if (!body) return null;
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      return null;
    }
  };
  const entry = (await fetchFromCdn(new URL(entryUrl), access, 'HEAD')) !== null;
  return withoutFetchedText(
    checkBuild({
      name,
      version,
      manifest: (await fetchJson('mf-manifest.json')) as Manifest | null,
      hasEntry: entry,
      ...pagesFacts(await fetchJson('pages.json')),
      provided: await hostProvidedShared(repoRoot),
      menuComponents: await menuComponents(db),
    }),
  );
}
