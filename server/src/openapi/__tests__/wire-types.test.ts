import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { WireFile } from '../render-wire-files';
import { buildWireDocument } from '../wire-document';

const serverRoot = path.resolve(__dirname, '..', '..', '..');
const repoRoot = path.resolve(serverRoot, '..');

/** Renders the files as `wire-types` would write them (in plain node: see write-wire-types.ts). */
async function renderInNode(documentFile: string): Promise<WireFile[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '-r',
      './src/testing/register-ts.cjs',
      'src/openapi/write-wire-types.ts',
      '--document',
      documentFile,
      '--print',
    ],
    { cwd: serverRoot, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as WireFile[];
}

// The apps' wire types are checked in (shared/src/api/generated); a route schema changed
// without regenerating them fails here rather than in the browser.
describe('generated wire types', () => {
  it('match the server OpenAPI document', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-wire-'));
    try {
      const documentFile = path.join(folder, 'openapi.json');
      await fs.writeFile(documentFile, JSON.stringify(await buildWireDocument()));
      const files = await renderInNode(documentFile);
      expect(files.map((file) => file.path)).toEqual([
        'shared/src/api/generated/wire-types.ts',
        'shared/src/api/generated/wire-limits.ts',
      ]);
      for (const file of files) {
        const current = await fs.readFile(path.join(repoRoot, file.path), 'utf8').catch(() => '');
        if (current !== file.text)
          throw new Error(
            `${file.path} is stale: run \`pnpm --filter @agency/server run wire-types\` and commit the result`,
          );
      }
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
