#!/usr/bin/env node
// `npm run bench`: builds what is missing, measures in Debian's Chromium through the
// Playwright runner (e2e/bench.config.ts, e2e/bench/*.bench.ts), and writes the figures to
// docs/benchmarks.json and the results table of docs/benchmarks.md; then the API part
// (scripts/bench-api.mjs: the house list on 100,000 houses). Measurements, not tests.
// BENCH_RUNS (default 5) runs per figure, each in a cold browser context; the median is kept.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = (args, cwd = root, env = process.env) =>
  spawnSync(process.execPath, [join(root, 'scripts/pnpm.mjs'), ...args], { cwd, stdio: 'inherit', env });
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';

// ── build when a dist folder is missing
const remotes = ['remote-house', 'remote-vehicle', 'remote-contracts', 'remote-system'];
const needed = [
  join(root, 'server/dist/main.js'),
  join(root, 'host/dist/index.html'),
  ...remotes.map((dir) =>
    join(root, dir, 'dist', readJson(join(root, dir, 'package.json')).version, 'remoteEntry.js'),
  ),
];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`bench: building (missing ${missing.map((file) => file.slice(root.length + 1)).join(', ')})`);
  if (pnpm(['-r', '--workspace-concurrency=1', 'run', 'build']).status !== 0) process.exit(1);
}

// ── measure
const work = mkdtempSync(join(tmpdir(), 'agency-bench-'));
const output = join(work, 'results.json');
const run = pnpm(['exec', 'playwright', 'test', '--config', 'bench.config.ts'], join(root, 'e2e'), {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  BENCH_OUTPUT: output,
  BENCH_DATA_DIR: join(work, 'data'),
});
if (run.status !== 0 || !existsSync(output)) {
  console.error('bench: the measurement run failed');
  process.exit(1);
}
const measured = readJson(output);
rmSync(work, { recursive: true, force: true });

// ── docs/benchmarks.json: the latest full result and a short history
const TARGET_KB = 195;
const jsonFile = join(root, 'docs/benchmarks.json');
const previous = existsSync(jsonFile) ? readJson(jsonFile) : {};
const result = {
  date: new Date().toISOString(),
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: git('status', '--porcelain').length > 0,
  node: process.version,
  chromium: measured.chromium,
  runsPerFigure: measured.runs,
  method:
    'Each run in a fresh Chromium context (cold HTTP cache); median of the runs. JavaScript sizes: each script body gzipped with zlib level 9 (comparable across servers and runs), and the bytes transferred (our server sends the brotli twins the build writes). Login first-load JS: scripts whose response ended before the login form was first visible (requestAnimationFrame check). Remote first-load JS: scripts requested after the menu click that ended before the remote page (its table, nothing loading) was visible; "by network idle" adds what followed.',
  targetLoginFirstLoadJsGzipKb: TARGET_KB,
  login: measured.login,
  remotes: measured.remotes,
  publicPages: measured.publicPages,
};
const summary = {
  date: result.date,
  commit: result.commit,
  uncommittedChanges: result.uncommittedChanges,
  loginFirstLoadJsGzipKb: result.login?.firstLoadJsGzipKb,
  loginFormVisibleMs: result.login?.formVisibleMs,
  loginFirstLoadJsTransferKb: result.login?.firstLoadJsTransferKb,
  publicPages: Object.fromEntries(
    Object.entries(result.publicPages ?? {}).map(([name, p]) => [
      name,
      { firstLoadJsGzipKb: p.firstLoadJsGzipKb, contentVisibleMs: p.contentVisibleMs },
    ]),
  ),
  remotes: Object.fromEntries(
    Object.entries(result.remotes ?? {}).map(([name, r]) => [
      name,
      {
        firstLoadJsGzipKb: r.firstLoadJsGzipKb,
        firstLoadJsTransferKb: r.firstLoadJsTransferKb,
        menuClickToPageMs: r.menuClickToPageMs,
      },
    ]),
  ),
};
const history = [...(previous.history ?? []), summary].slice(-50);
// The API part's figures (key `api`, scripts/bench-api.mjs) are kept.
writeFileSync(jsonFile, `${JSON.stringify({ ...previous, latest: result, history }, null, 2)}\n`);

// ── docs/benchmarks.md: the generated table between the markers
const mdFile = join(root, 'docs/benchmarks.md');
const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';
const round = (value) => Math.round(value * 10) / 10;
const untilVisible = result.login.files?.untilVisible ?? [];
const largest = untilVisible.slice(0, 12);
const rest = untilVisible.slice(12);
const lines = [
  START,
  `Measured ${result.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${result.commit.slice(0, 10)}\`${result.uncommittedChanges ? ' (with uncommitted changes)' : ''}, Node ${result.node}, Chromium ${result.chromium}, median of ${result.runsPerFigure} cold runs (gzip level 9 of each script body).`,
  '',
  '| what | first-load JS (gzip) | transferred | time | JS by network idle (gzip) |',
  '| --- | ---: | ---: | ---: | ---: |',
  `| login page (\`/login\`) | **${result.login.firstLoadJsGzipKb} KB** in ${result.login.firstLoadJsFiles} files (target ≤ ${TARGET_KB} KB) | ${result.login.firstLoadJsTransferKb} KB | form visible after ${result.login.formVisibleMs} ms | ${result.login.jsByNetworkIdleGzipKb} KB |`,
  ...Object.entries(result.publicPages ?? {}).map(
    ([name, p]) =>
      `| public ${name} page (\`${p.page}:id\`, no login) | ${p.firstLoadJsGzipKb} KB in ${p.firstLoadJsFiles} files | ${p.firstLoadJsTransferKb} KB | content visible after ${p.contentVisibleMs} ms | — |`,
  ),
  ...Object.entries(result.remotes ?? {}).map(
    ([name, r]) =>
      `| ${name}: menu click to \`${r.page}\` | ${r.firstLoadJsGzipKb} KB | ${r.firstLoadJsTransferKb} KB | ${r.menuClickToPageMs} ms | ${r.jsByNetworkIdleGzipKb} KB |`,
  ),
  '',
  'The largest of the login page’s scripts until the form is visible (all of them, and those after it, are in docs/benchmarks.json):',
  '',
  '| file | gzip KB | transferred KB | KB |',
  '| --- | ---: | ---: | ---: |',
  ...largest.map((f) => `| \`${f.file}\` | ${f.gzipKb} | ${f.transferKb} | ${f.kb} |`),
  ...(rest.length > 0
    ? [
        `| ${rest.length} more files | ${round(rest.reduce((t, f) => t + f.gzipKb, 0))} | ${round(rest.reduce((t, f) => t + (f.transferKb ?? 0), 0))} | ${round(rest.reduce((t, f) => t + f.kb, 0))} |`,
      ]
    : []),
  END,
];
const template = `# Benchmarks\n\n${START}\n${END}\n`;
const md = existsSync(mdFile) ? readFileSync(mdFile, 'utf8') : template;
const updated =
  md.includes(START) && md.includes(END)
    ? md.slice(0, md.indexOf(START)) + lines.join('\n') + md.slice(md.indexOf(END) + END.length)
    : `${md.trimEnd()}\n\n${lines.join('\n')}\n`;
writeFileSync(mdFile, updated);
// The repository's formatter (biome) aligns the tables, so `npm run lint` stays clean.
const biome = join(root, 'node_modules/.bin/biome');
if (existsSync(biome))
  spawnSync(biome, ['format', '--write', mdFile, jsonFile], { cwd: root, stdio: 'ignore' });

console.log(
  `bench: login ${result.login.firstLoadJsGzipKb} KB gzip (target ${TARGET_KB}), form visible ${result.login.formVisibleMs} ms; ` +
    Object.entries(result.remotes ?? {})
      .map(([name, r]) => `${name} ${r.firstLoadJsGzipKb} KB / ${r.menuClickToPageMs} ms`)
      .join('; '),
);
console.log('bench: wrote docs/benchmarks.json and docs/benchmarks.md');

// ── the API part: the house list on 100,000 houses, PGlite and PostgreSQL (BENCH_API=0 skips it)
if (process.env.BENCH_API !== '0') {
  const api = spawnSync(process.execPath, [join(root, 'scripts/bench-api.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (api.status !== 0) {
    console.error('bench: the API part failed');
    process.exit(1);
  }
}
