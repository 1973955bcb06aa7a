import fs from 'node:fs/promises';
import path from 'node:path';
import { renderWireFiles } from './render-wire-files';
import { buildWireDocument, type WireDocument } from './wire-document';

/**
 * `pnpm --filter @agency/server run wire-types`: writes the apps' wire types and form
 * limits into shared/src/api/generated from the server's OpenAPI document.
 *
 * `--document <file.json>` renders a document built elsewhere and `--print` prints the
 * files as JSON instead of writing them: the stale check (wire-types.test.ts) runs this in
 * plain node because openapi-typescript loads ES modules jest cannot require.
 */
async function main(args: string[]) {
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  const documentAt = args.indexOf('--document');
  const document =
    documentAt >= 0
      ? (JSON.parse(await fs.readFile(args[documentAt + 1] ?? '', 'utf8')) as WireDocument)
      : await buildWireDocument();
  const files = await renderWireFiles(document, repoRoot);
  if (args.includes('--print')) {
    process.stdout.write(JSON.stringify(files));
    return;
  }
  for (const file of files) {
    const target = path.join(repoRoot, file.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.text);
    console.log(`wrote ${file.path}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
