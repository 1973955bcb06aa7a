import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the Playwright runner, its workers and the server wrapper agree on. The
 * runner evaluates this first and records the data folder in the environment,
 * which its workers inherit, so every process sees the same folder.
 */
export const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

if (!process.env.E2E_DATA_DIR) {
  // A fresh embedded database for every run: the tests own their data.
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
  process.env.E2E_DATA_DIR_TEMPORARY = '1';
}

/** The server's DATA_DIR (PGlite files, uploads, mail outbox). */
export const dataDir: string = process.env.E2E_DATA_DIR;

/** Where the server writes each mail as an .eml file when no SMTP server is set. */
export const outboxDir = path.join(dataDir, 'outbox');

export const repoRoot = path.resolve(__dirname, '..', '..');

/** The house remote's built version (its package.json version, as the build names its folder). */
export const houseVersion: string = (
  JSON.parse(readFileSync(path.join(repoRoot, 'remote-house', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * A second, older "deployed" version of the house remote: a copy of the real build
 * made before the server starts (support/serve-e2e.mjs), so the module screen has a
 * version to roll back to. Older than the real one, so the server keeps the real one
 * active at start.
 */
export const rollbackVersion = '0.0.1-e2e';

export const houseDistDir = path.join(repoRoot, 'remote-house', 'dist');
