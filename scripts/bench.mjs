#!/usr/bin/env node
// `npm run bench`: builds what is missing, measures in Debian's Chromium through the
// Playwright runner (e2e/bench.config.ts, e2e/bench/*.bench.ts), and writes the figures to
// docs/benchmarks.json and the results table of docs/benchmarks.md; then the API part
// (scripts/bench-api.mjs: the house list on 100,000 houses). Measurements, not tests.
// BENCH_RUNS (default 5) runs per figure, each in a cold browser context; the median is kept.
//
// RUOYI_VUE3_DIR (a RuoYi-Vue3 checkout; built once if its dist/ is missing): its login page is
// measured in the same run and the same way, beside ours, for the ratios of issue 12.
// BENCH_REBUILD=0 skips timing one remote's production build (BENCH_REBUILD_RUNS, default 1).
// BENCH_API=0 skips the API part.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruoyiApiBase } from './lib/ruoyi-static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpmArgs = (args) => [join(root, 'scripts/pnpm.mjs'), ...args];
const pnpm = (args, cwd = root, env = process.env) =>
  spawnSync(process.execPath, pnpmArgs(args), { cwd, stdio: 'inherit', env });
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const gitIn = (cwd, ...args) => spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout?.trim() ?? '';
const git = (...args) => gitIn(root, ...args);
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Targets (issue 12). Our login's JavaScript and form time are also compared with RuoYi-Vue3's.
const TARGET = {
  loginJsGzipKb: 195,
  loginJsRatio: 1 / 3,
  formVisibleRatio: 0.5,
  remoteFirstPaintMs: 300,
  remoteRebuildSeconds: 20,
};
const REBUILT_REMOTE = './remote-house';
const REBUILD_COMMAND = `node scripts/pnpm.mjs --filter ${REBUILT_REMOTE} run build`;

// ── our apps: build when a dist folder is missing (a complete build is measured, never a part)
function buildMissingApps() {
  const remotes = ['remote-house', 'remote-vehicle', 'remote-contracts', 'remote-system'];
  const needed = [
    join(root, 'server/dist/main.js'),
    join(root, 'host/dist/index.html'),
    ...remotes.map((dir) =>
      join(root, dir, 'dist', readJson(join(root, dir, 'package.json')).version, 'remoteEntry.js'),
    ),
  ];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  console.log(`bench: building (missing ${missing.map((file) => file.slice(root.length + 1)).join(', ')})`);
  if (pnpm(['-r', '--workspace-concurrency=1', 'run', 'build']).status !== 0) process.exit(1);
}

// ── RuoYi-Vue3 to compare with: the checkout of RUOYI_VUE3_DIR, or why there is none
/** Builds RuoYi-Vue3 once, as its README says: `npm install` (if needed), then `vite build`. */
function buildRuoyi(dir) {
  const run = (command, args) => spawnSync(command, args, { cwd: dir, stdio: 'inherit' }).status === 0;
  console.log(`bench: building RuoYi-Vue3 in ${dir} (no dist/index.html yet)`);
  if (!existsSync(join(dir, 'node_modules')) && !run('npm', ['install'])) return false;
  return run('npx', ['vite', 'build']) && existsSync(join(dir, 'dist', 'index.html'));
}

/**
 * The RuoYi-Vue3 checkout to measure (its version, commit and API base), or `{ skipped }`
 * with the reason, printed on one line: the bench then goes on with our figures only.
 */
function ruoyiToCompare() {
  const given = process.env.RUOYI_VUE3_DIR;
  const dir = given ? resolve(given) : '';
  let skipped;
  if (!given) skipped = 'RUOYI_VUE3_DIR is not set (a RuoYi-Vue3 checkout to build and serve)';
  else if (!existsSync(dir) || !statSync(dir).isDirectory()) skipped = `RUOYI_VUE3_DIR=${given} is no folder`;
  else if (!existsSync(join(dir, 'dist', 'index.html')) && !buildRuoyi(dir))
    skipped = `RuoYi-Vue3's build in ${dir} failed`;
  if (skipped) {
    console.log(`bench: RuoYi-Vue3 comparison skipped: ${skipped}; measuring ours only`);
    return { skipped };
  }
  const packageFile = join(dir, 'package.json');
  return {
    dir,
    version: existsSync(packageFile) ? readJson(packageFile).version : undefined,
    commit: existsSync(join(dir, '.git')) ? gitIn(dir, 'rev-parse', 'HEAD') : undefined,
    apiBase: ruoyiApiBase(dir),
  };
}

// ── the browser measurements (Playwright); RuoYi-Vue3's server is started by its config
function measureInBrowser(ruoyi) {
  const work = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const output = join(work, 'results.json');
  const run = pnpm(['exec', 'playwright', 'test', '--config', 'bench.config.ts'], join(root, 'e2e'), {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    BENCH_OUTPUT: output,
    BENCH_DATA_DIR: join(work, 'data'),
    ...(ruoyi.dir ? { BENCH_RUOYI_DIR: ruoyi.dir } : {}),
  });
  if (run.status !== 0 || !existsSync(output)) {
    console.error('bench: the measurement run failed');
    process.exit(1);
  }
  const measured = readJson(output);
  rmSync(work, { recursive: true, force: true });
  return measured;
}

// ── one remote rebuilt alone (production), after the browser so it does not share the cores
function timeRemoteRebuild() {
  if (process.env.BENCH_REBUILD === '0') return { skipped: 'BENCH_REBUILD=0' };
  const runs = Math.max(1, Number(process.env.BENCH_REBUILD_RUNS ?? 1));
  const seconds = [];
  for (let run = 0; run < runs; run++) {
    console.log(`bench: timing ${REBUILD_COMMAND} (${run + 1} of ${runs})`);
    const start = performance.now();
    const build = spawnSync(process.execPath, pnpmArgs(['--filter', REBUILT_REMOTE, 'run', 'build']), {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    seconds.push((performance.now() - start) / 1000);
    if (build.status !== 0) {
      console.error(`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-30).join('\n'));
      console.error('bench: the remote rebuild failed');
      process.exit(1);
    }
  }
  return {
    command: REBUILD_COMMAND,
    seconds: round(median(seconds)),
    runs: seconds.map((value) => round(value)),
    targetSeconds: TARGET.remoteRebuildSeconds,
  };
}

// ── the result: figures, RuoYi-Vue3's beside ours, the ratios
/** Our login's figures over RuoYi-Vue3's (2 decimals), or undefined without RuoYi's. */
function comparison(login, ruoyiLogin) {
  if (!login || !ruoyiLogin) return undefined;
  return {
    loginJsGzipRatio: round(login.firstLoadJsGzipKb / ruoyiLogin.firstLoadJsGzipKb, 2),
    formVisibleRatio: round(login.formVisibleMs / ruoyiLogin.formVisibleMs, 2),
    formReadyRatio: round(login.formReadyMs / ruoyiLogin.formReadyMs, 2),
    targets: { loginJsGzipRatio: round(TARGET.loginJsRatio, 2), formVisibleRatio: TARGET.formVisibleRatio },
  };
}

function resultOf(measured, ruoyi, rebuild) {
  const { dir: _dir, ...ruoyiInfo } = ruoyi;
  return {
    date: new Date().toISOString(),
    commit: git('rev-parse', 'HEAD'),
    uncommittedChanges: git('status', '--porcelain').length > 0,
    node: process.version,
    chromium: measured.chromium,
    runsPerFigure: measured.runs,
    method:
      "Each run in a fresh Chromium context (cold HTTP cache); median of the runs. JavaScript sizes: each script body gzipped with zlib level 9 (comparable across servers and runs), and the bytes transferred (our server sends the brotli twins the build writes; RuoYi-Vue3 is served as nginx with gzip_static serves it: the .gz twins its build writes). Login: form visible is the first frame (requestAnimationFrame check) showing the login form, usable the first frame with its button enabled (ours is prerendered and the button waits for React's hydration); for RuoYi-Vue3 both are its .login-form user name input, its API base proxied to this run's server. Login first-load JS: scripts (and module preloads) whose response ended before the form was usable. Remote first-load JS: scripts requested after the menu click that ended before the remote page (its table, nothing loading) was visible; \"by network idle\" adds what followed. Remote first paint: menu click to the first frame showing the remote page's own root element in its .app-page (no host placeholder left). Remote rebuild: wall time of one remote's production build, after the browser measurements.",
    targets: TARGET,
    targetLoginFirstLoadJsGzipKb: TARGET.loginJsGzipKb,
    login: measured.login,
    ruoyiVue3: ruoyi.skipped ? ruoyiInfo : { ...ruoyiInfo, login: measured.ruoyiLogin },
    comparison: comparison(measured.login, measured.ruoyiLogin),
    remotes: measured.remotes,
    publicPages: measured.publicPages,
    remoteRebuild: rebuild,
  };
}

/** The history entry: the headline figures only. */
function summaryOf(result) {
  return {
    date: result.date,
    commit: result.commit,
    uncommittedChanges: result.uncommittedChanges,
    loginFirstLoadJsGzipKb: result.login?.firstLoadJsGzipKb,
    loginFormVisibleMs: result.login?.formVisibleMs,
    loginFormReadyMs: result.login?.formReadyMs,
    loginFirstLoadJsTransferKb: result.login?.firstLoadJsTransferKb,
    ...(result.ruoyiVue3.login
      ? {
          ruoyiLoginFirstLoadJsGzipKb: result.ruoyiVue3.login.firstLoadJsGzipKb,
          ruoyiLoginFormVisibleMs: result.ruoyiVue3.login.formVisibleMs,
          ruoyiLoginFormReadyMs: result.ruoyiVue3.login.formReadyMs,
          loginJsGzipRatio: result.comparison?.loginJsGzipRatio,
          formVisibleRatio: result.comparison?.formVisibleRatio,
          formReadyRatio: result.comparison?.formReadyRatio,
        }
      : {}),
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
          menuClickToFirstPaintMs: r.menuClickToFirstPaintMs,
          menuClickToPageMs: r.menuClickToPageMs,
        },
      ]),
    ),
    ...(result.remoteRebuild.seconds !== undefined
      ? { remoteRebuildSeconds: result.remoteRebuild.seconds }
      : {}),
  };
}

/** docs/benchmarks.json: the latest full result and a short history; the API part's key is kept. */
function writeJson(file, result) {
  const previous = existsSync(file) ? readJson(file) : {};
  const history = [...(previous.history ?? []), summaryOf(result)].slice(-50);
  writeFileSync(file, `${JSON.stringify({ ...previous, latest: result, history }, null, 2)}\n`);
}

// ── docs/benchmarks.md: the generated part between the markers
const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

function ruoyiName(ruoyi) {
  const commit = ruoyi.commit ? ` \`${ruoyi.commit.slice(0, 7)}\`` : '';
  return `RuoYi-Vue3${ruoyi.version ? ` ${ruoyi.version}` : ''}${commit}`;
}

/** The main table: our pages, RuoYi-Vue3's login beside our login, the remotes' first visits. */
function figuresTable(result) {
  const { login, ruoyiVue3: ruoyi } = result;
  const ruoyiRow = ruoyi.login
    ? [
        `| ${ruoyiName(ruoyi)} login page (\`/login\`), same method | **${ruoyi.login.firstLoadJsGzipKb} KB** in ${ruoyi.login.firstLoadJsFiles} files | ${ruoyi.login.firstLoadJsTransferKb} KB | form visible after ${ruoyi.login.formVisibleMs} ms, usable after ${ruoyi.login.formReadyMs} ms | ${ruoyi.login.jsByNetworkIdleGzipKb} KB |`,
      ]
    : [];
  return [
    '| what | first-load JS (gzip) | transferred | time | JS by network idle (gzip) |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| login page (\`/login\`) | **${login.firstLoadJsGzipKb} KB** in ${login.firstLoadJsFiles} files (target ≤ ${TARGET.loginJsGzipKb} KB) | ${login.firstLoadJsTransferKb} KB | form visible after ${login.formVisibleMs} ms, usable after ${login.formReadyMs} ms | ${login.jsByNetworkIdleGzipKb} KB |`,
    ...ruoyiRow,
    ...Object.entries(result.publicPages ?? {}).map(
      ([name, p]) =>
        `| public ${name} page (\`${p.page}:id\`, no login) | ${p.firstLoadJsGzipKb} KB in ${p.firstLoadJsFiles} files | ${p.firstLoadJsTransferKb} KB | content visible after ${p.contentVisibleMs} ms | — |`,
    ),
    ...Object.entries(result.remotes ?? {}).map(
      ([name, r]) =>
        `| ${name}: menu click to \`${r.page}\` | ${r.firstLoadJsGzipKb} KB | ${r.firstLoadJsTransferKb} KB | first paint **${r.menuClickToFirstPaintMs} ms** (target ≤ ${TARGET.remoteFirstPaintMs} ms), table ready ${r.menuClickToPageMs} ms | ${r.jsByNetworkIdleGzipKb} KB |`,
    ),
  ];
}

/** Our login over RuoYi-Vue3's, with the targets; or the reason it was not measured. */
function comparisonPart(result) {
  const { login, ruoyiVue3: ruoyi, comparison: ratio } = result;
  if (!ratio) return [`RuoYi-Vue3's login was not measured in this run: ${ruoyi.skipped}.`];
  return [
    `Our login beside ${ruoyiName(ruoyi)}'s (its unmodified production build served as nginx with \`gzip_static\` would, its API base \`${ruoyi.apiBase}\` proxied to this run's server, captcha off):`,
    '',
    '| ours ÷ RuoYi-Vue3 | ratio | ours | RuoYi-Vue3 | target |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| login first-load JS (gzip) | **${ratio.loginJsGzipRatio}** | ${login.firstLoadJsGzipKb} KB | ${ruoyi.login.firstLoadJsGzipKb} KB | ≤ ${ratio.targets.loginJsGzipRatio} (1/3) |`,
    `| login form visible | **${ratio.formVisibleRatio}** | ${login.formVisibleMs} ms | ${ruoyi.login.formVisibleMs} ms | ≤ ${ratio.targets.formVisibleRatio} |`,
    `| login form usable (ours hydrated; RuoYi-Vue3's once drawn) | ${ratio.formReadyRatio} | ${login.formReadyMs} ms | ${ruoyi.login.formReadyMs} ms | — |`,
  ];
}

function rebuildPart(rebuild) {
  if (rebuild.skipped) return [`One remote rebuilt alone: not timed in this run (${rebuild.skipped}).`];
  const runs =
    rebuild.runs.length > 1 ? `, median of ${rebuild.runs.length} (${rebuild.runs.join(', ')} s)` : '';
  return [
    `One remote rebuilt alone (\`${rebuild.command}\`, production): **${rebuild.seconds} s**${runs} (target ≤ ${rebuild.targetSeconds} s).`,
  ];
}

/** The login page's largest scripts until the form is usable; the rest on one line. */
function loginFilesTable(result) {
  const untilVisible = result.login.files?.untilReady ?? [];
  const rest = untilVisible.slice(12);
  const total = (key) => round(rest.reduce((t, f) => t + (f[key] ?? 0), 0));
  return [
    'The largest of the login page’s scripts until the form is usable (all of them, and those after it, are in docs/benchmarks.json):',
    '',
    '| file | gzip KB | transferred KB | KB |',
    '| --- | ---: | ---: | ---: |',
    ...untilVisible.slice(0, 12).map((f) => `| \`${f.file}\` | ${f.gzipKb} | ${f.transferKb} | ${f.kb} |`),
    ...(rest.length > 0
      ? [`| ${rest.length} more files | ${total('gzipKb')} | ${total('transferKb')} | ${total('kb')} |`]
      : []),
  ];
}

function writeMarkdown(file, result) {
  const lines = [
    START,
    `Measured ${result.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${result.commit.slice(0, 10)}\`${result.uncommittedChanges ? ' (with uncommitted changes)' : ''}, Node ${result.node}, Chromium ${result.chromium}, median of ${result.runsPerFigure} cold runs (gzip level 9 of each script body).`,
    '',
    ...figuresTable(result),
    '',
    'Remote pages: “first paint” is the menu click to the first frame with the remote page’s own content in its place (its root element, no host placeholder left), “table ready” the click to its table with nothing loading.',
    '',
    ...comparisonPart(result),
    '',
    ...rebuildPart(result.remoteRebuild),
    '',
    ...loginFilesTable(result),
    END,
  ];
  const md = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${START}\n${END}\n`;
  const updated =
    md.includes(START) && md.includes(END)
      ? md.slice(0, md.indexOf(START)) + lines.join('\n') + md.slice(md.indexOf(END) + END.length)
      : `${md.trimEnd()}\n\n${lines.join('\n')}\n`;
  writeFileSync(file, updated);
}

function printSummary(result) {
  const { login, ruoyiVue3: ruoyi, comparison: ratio } = result;
  console.log(
    `bench: login ${login.firstLoadJsGzipKb} KB gzip (target ${TARGET.loginJsGzipKb}), form visible ${login.formVisibleMs} ms, usable ${login.formReadyMs} ms; ` +
      Object.entries(result.remotes ?? {})
        .map(
          ([name, r]) =>
            `${name} ${r.firstLoadJsGzipKb} KB / first paint ${r.menuClickToFirstPaintMs} ms / ready ${r.menuClickToPageMs} ms`,
        )
        .join('; '),
  );
  if (ratio)
    console.log(
      `bench: RuoYi-Vue3 login ${ruoyi.login.firstLoadJsGzipKb} KB gzip, form visible ${ruoyi.login.formVisibleMs} ms; ours ÷ RuoYi: JS ${ratio.loginJsGzipRatio} (target ≤ ${ratio.targets.loginJsGzipRatio}), form visible ${ratio.formVisibleRatio} (target ≤ ${ratio.targets.formVisibleRatio}), usable ${ratio.formReadyRatio}`,
    );
  if (result.remoteRebuild.seconds !== undefined)
    console.log(
      `bench: ${REBUILT_REMOTE} rebuilt alone in ${result.remoteRebuild.seconds} s (target ≤ ${TARGET.remoteRebuildSeconds})`,
    );
}

// ── the run
buildMissingApps();
const ruoyi = ruoyiToCompare();
const measured = measureInBrowser(ruoyi);
const rebuild = timeRemoteRebuild();
const result = resultOf(measured, ruoyi, rebuild);
const jsonFile = join(root, 'docs/benchmarks.json');
const mdFile = join(root, 'docs/benchmarks.md');
writeJson(jsonFile, result);
writeMarkdown(mdFile, result);
// The repository's formatter (biome) aligns the tables, so `npm run lint` stays clean.
const biome = join(root, 'node_modules/.bin/biome');
if (existsSync(biome))
  spawnSync(biome, ['format', '--write', mdFile, jsonFile], { cwd: root, stdio: 'ignore' });
printSummary(result);
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
