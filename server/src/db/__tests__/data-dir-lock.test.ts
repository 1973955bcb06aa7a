import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../testing/server-process';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock';

/** Every path and size under a folder, to prove a refused process changed nothing. */
function snapshot(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, file)}:${fs.statSync(file).size}`;
    })
    .sort();
}

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-lock-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('lets one server run, refuses a second process at once, and is released on shutdown', async () => {
    const first = startServer({ dataDir });
    try {
      const port = await first.started();
      expect(first.output()).toContain('admin / admin123');
      const captcha = await fetch(`http://127.0.0.1:${port}/web-api/captchaImage`);
      expect(((await captcha.json()) as { code: number }).code).toBe(200);

      const before = snapshot(dataDir).filter((entry) => !entry.startsWith('pglite/'));
      const second = startServer({ dataDir });
      const started = Date.now();
      expect(await second.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(second.output()).toContain(`The data folder ${dataDir} is in use by another server process`);
      expect(snapshot(dataDir).filter((entry) => !entry.startsWith('pglite/'))).toEqual(before);

      // The same holds inside any other process, this one included.
      await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const lock = await acquireDataDirLock(dataDir);
      await lock.release();
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 180_000);
});
