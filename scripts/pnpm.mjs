#!/usr/bin/env node
// Runs the pinned pnpm (package.json "packageManager") without a global install:
// npm fetches it once into its cache, so a fresh machine needs nothing but Node.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const args = ['--yes', packageManager, ...process.argv.slice(2)];
const result = spawnSync('npx', args, { cwd: process.cwd(), stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
