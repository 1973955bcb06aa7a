import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What may import what in the host (docs/architecture.md, "What may import what"),
 * from the top down: the entries (main.ts, bootstrap.tsx, public-bootstrap.tsx), `app/`
 * (composition: routes, layout and pages, providers, the texts), `features/*`, then the
 * parts below every feature (`LOWER`), then `@agency/shared`. A file imports its own
 * layer or one below; a feature imports no other feature (save `ALLOWED_FEATURE_EDGES`).
 * Tests (`__tests__/`, `__mocks__/`, `testing/`) mount the composed app and may import
 * anything; product code imports no test code.
 */
export const LOWER = ['api', 'components', 'hooks', 'stores', 'types', 'utils'] as const;
const ENTRIES = ['main.ts', 'bootstrap.tsx', 'public-bootstrap.tsx'];

/**
 * Imports from one feature into another that remain, `from -> to`, each with its reason.
 * None today: what two features need goes below them, the app composes them.
 */
export const ALLOWED_FEATURE_EDGES: Readonly<Record<string, string>> = {};

export type Layer =
  | { kind: 'test' }
  | { kind: 'entry' }
  | { kind: 'app' }
  | { kind: 'feature'; name: string }
  | { kind: 'lower' }
  | { kind: 'unplaced' };

const RANK = { lower: 0, feature: 1, app: 2, entry: 3 } as const;

/** The layer of a file, by its path under `src/` (with `/`). */
export function layerOf(file: string): Layer {
  const parts = file.split('/');
  if (parts[0] === 'testing' || parts.includes('__tests__') || parts.includes('__mocks__'))
    return { kind: 'test' };
  if (parts.length === 1 && ENTRIES.includes(file)) return { kind: 'entry' };
  if (parts[0] === 'app') return { kind: 'app' };
  if (parts[0] === 'features' && parts[1] && parts.length > 2) return { kind: 'feature', name: parts[1] };
  if ((LOWER as readonly string[]).includes(parts[0] ?? '')) return { kind: 'lower' };
  return { kind: 'unplaced' };
}

/** Why `from` may not import `to` (paths under `src/`), or null when it may. */
export function violationOf(from: string, to: string): string | null {
  const source = layerOf(from);
  const target = layerOf(to);
  if (source.kind === 'test') return null;
  if (source.kind === 'unplaced')
    return `${from} is in no layer: place its folder in testing/import-layers.ts`;
  if (target.kind === 'test') return `${from} imports test code ${to}`;
  if (target.kind === 'unplaced') return `${to} is in no layer: place its folder in testing/import-layers.ts`;
  if (RANK[target.kind] > RANK[source.kind])
    return `${from} (${source.kind}) imports ${to}, a layer above it`;
  if (source.kind === 'feature' && target.kind === 'feature' && source.name !== target.name) {
    const edge = `${source.name} -> ${target.name}`;
    if (!(edge in ALLOWED_FEATURE_EDGES)) return `${from} imports the feature ${target.name} (${to})`;
  }
  return null;
}

/** A cycle of the graph (its nodes, the first repeated at the end), or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const suffix of ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx']) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every relative import (static, `import()`, re-export, side effect) of the `.ts`/`.tsx`
 * files under `srcDir`: file to the files it imports, as paths under `srcDir` with `/`.
 */
export function readImportGraph(srcDir: string): Map<string, string[]> {
  const relative = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        const target = resolveImport(file, specifier);
        if (!target) throw new Error(`${relative(file)}: cannot resolve ${specifier}`);
        return relative(target);
      });
    graph.set(relative(file), targets);
  }
  return graph;
}
