#!/usr/bin/env node
// Publishes this remote's build to a running product (issue 13), from the remote's folder:
//   node ../scripts/pnpm.mjs run publish -- --server http://localhost:8080 --token mdt_...
// Builds dist/<version> when it is missing (or with --build), packs it as .tar.gz, sends it
// with the module's deploy token (created on the module screen), and prints what the server
// checked and the new version's state. --url <remoteEntry.js address> registers a version
// hosted elsewhere instead. The token may also come from the AGENCY_DEPLOY_TOKEN variable.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { create } from 'tar';

const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    token: { type: 'string' },
    build: { type: 'boolean', default: false },
    url: { type: 'string' },
  },
});
const fail = (message) => {
  console.error(`publish: ${message}`);
  process.exit(1);
};
const server = (values.server ?? process.env.AGENCY_SERVER ?? '').replace(/\/+$/, '');
const token = values.token ?? process.env.AGENCY_DEPLOY_TOKEN ?? '';
if (!server) fail('give the product address with --server (e.g. http://localhost:8080)');
if (!token) fail('give the deploy token of this module with --token (module screen > deploy tokens)');

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const dist = join(cwd, 'dist', pkg.version);

let name;
let answer;
if (values.url) {
  name = `remote_${pkg.name.replace(/^@agency\/remote-/, '').replace(/-/g, '_')}`;
  console.log(`publish: registering ${name} ${pkg.version} at ${values.url}`);
  const response = await fetch(`${server}/web-api/system/module/publishUrl`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
    },
    body: JSON.stringify({ name, version: pkg.version, entryUrl: values.url }),
  });
  answer = await response.json();
} else {
  if (values.build || !existsSync(join(dist, 'remoteEntry.js'))) {
    console.log(`publish: building ${pkg.name} ${pkg.version}`);
    const built = spawnSync(process.execPath, [join(cwd, '..', 'scripts', 'pnpm.mjs'), 'run', 'build'], {
      cwd,
      stdio: 'inherit',
    });
    if (built.status !== 0) fail('the build failed');
  }
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  name = manifest.name;
  const work = mkdtempSync(join(tmpdir(), 'agency-publish-'));
  const archive = join(work, `${name}-${pkg.version}.tar.gz`);
  try {
    await create({ gzip: true, cwd: dist, file: archive, portable: true }, ['.']);
    const bytes = readFileSync(archive);
    console.log(
      `publish: sending ${name} ${pkg.version} (${Math.round(bytes.length / 1024)} KB packed) to ${server}`,
    );
    const form = new FormData();
    form.append('name', name);
    form.append('version', pkg.version);
    form.append('archive', new Blob([bytes], { type: 'application/gzip' }), 'build.tar.gz');
    const response = await fetch(`${server}/web-api/system/module/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      body: form,
    });
    answer = await response.json();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (answer.code !== 200) fail(answer.msg);
const { errors = [], warnings = [] } = answer.data ?? {};
console.log('publish: checks passed: remoteEntry.js, mf-manifest.json, ./pages, shared modules');
for (const warning of warnings) console.log(`publish: warning: ${warning}`);
if (errors.length > 0) for (const error of errors) console.log(`publish: error: ${error}`);
console.log(`publish: ${answer.msg}`);
const state = answer.data?.active
  ? 'published and active (the module had no version)'
  : 'published, not active';
console.log(`publish: state: ${state} (module id ${answer.data?.moduleId ?? '?'})`);
