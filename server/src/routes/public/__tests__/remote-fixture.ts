import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Writes a file, creating its folders. */
export async function put(file: string, content: string | Buffer = ''): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/** A fake repository with remote builds: `{ 'remote-house': ['1.0.0'] }`. */
export async function fakeRepo(remotes: Record<string, string[]>, withHost = false): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-repo-'));
  for (const [folder, versions] of Object.entries(remotes)) {
    for (const version of versions) {
      const dir = path.join(root, folder, 'dist', version);
      await put(path.join(dir, 'remoteEntry.js'), `/* ${folder} ${version} */`);
      await put(path.join(dir, '123.abcdef0123.js'), 'chunk');
    }
  }
  if (withHost) {
    await put(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
    await put(path.join(root, 'host', 'dist', 'main.js'), 'main');
    await put(path.join(root, 'host', 'dist', '42.0123456789.js'), 'chunk');
  }
  return root;
}
