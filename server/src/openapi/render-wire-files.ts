import { execFileSync } from 'node:child_process';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { WireDocument } from './wire-document';
import { wireLimits } from './wire-limits';

/** The generated files, relative to the repository root. */
export const wireFilePaths = {
  types: 'shared/src/api/generated/wire-types.ts',
  limits: 'shared/src/api/generated/wire-limits.ts',
} as const;

export interface WireFile {
  /** Relative to the repository root. */
  path: string;
  text: string;
}

const header = (what: string) =>
  [
    `// GENERATED from the server's OpenAPI document (${what}). Do not edit by hand:`,
    '// regenerate with `pnpm --filter @agency/server run wire-types` (server/src/openapi/write-wire-types.ts);',
    '// server/src/openapi/__tests__/wire-types.test.ts fails while this file is stale.',
    '',
  ].join('\n');

/** Formats as the repository's biome does, so the checked-in files stay as written. */
function formatWithBiome(repoRoot: string, file: WireFile): WireFile {
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  const text = execFileSync(biome, ['format', `--stdin-file-path=${file.path}`], {
    cwd: repoRoot,
    input: file.text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { path: file.path, text };
}

/** The wire types (openapi-typescript) and the form limits, as they would be written. */
export async function renderWireFiles(document: WireDocument, repoRoot: string): Promise<WireFile[]> {
  const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
  const limits = `export const wireLimits = ${JSON.stringify(wireLimits(document), null, 2)} as const;\n`;
  return [
    { path: wireFilePaths.types, text: `${header('openapi-typescript')}\n${types}` },
    {
      path: wireFilePaths.limits,
      text: `${header('request bodies and queries: their fields’ limits')}\n${limits}`,
    },
  ].map((file) => formatWithBiome(repoRoot, file));
}
