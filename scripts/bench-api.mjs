#!/usr/bin/env node
// The API part of `npm run bench` (runnable alone: `node scripts/bench-api.mjs`): the house
// list (`GET /web-api/system/houseRoom/list`, 20 rows with the total) with each of its
// filters and sorts in turn (QUERIES), on 100,000 generated houses, on PGlite and on PostgreSQL, at concurrency 10 (autocannon).
// For each database: the built server's generator (`server/dist/generate-houses.js`) fills
// a fresh database, the real server starts on a free loopback port, admin signs in, then a
// warm-up and a fixed-time measurement. PostgreSQL is BENCH_DATABASE_URL (a throwaway
// database is created in it and dropped) or else a throwaway cluster of Debian's
// /usr/lib/postgresql/*/bin (as scripts/test.sh does); skipped when neither is possible.
// Measurements, not tests: nothing fails on a number. Traffic goes to 127.0.0.1 only.
//
// Environment: BENCH_API_HOUSES (100000), BENCH_API_SECONDS (15), BENCH_API_WARMUP (3),
// BENCH_API_CONNECTIONS (10), BENCH_API_DATABASES ("pglite,postgres"), BENCH_API_QUERIES
// (names of QUERIES, comma-separated; all by default).
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'server');
const HOUSES = Number(process.env.BENCH_API_HOUSES ?? 100_000);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 15);
const WARMUP = Number(process.env.BENCH_API_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
// The machine's speed drifts by a third between runs of a few seconds: each database is
// measured RUNS times in a row (same server, same data) and the median run is kept.
const RUNS = Number(process.env.BENCH_API_RUNS ?? 3);
const DATABASES = (process.env.BENCH_API_DATABASES ?? 'pglite,postgres,postgres-tcp')
  .split(',')
  .map((s) => s.trim());
const PAGES = 50; // pageNum cycles through 1..50 (what people page through; deep pages are a different question)
// What the list screen asks for (issue 34): each filter and sort the staff use. The
// generator writes English, Lao and Chinese locations (server/src/db/demo/generate-houses.ts).
const ALL_QUERIES = [
  { name: 'status and type', query: 'status=pendingRent&type=villa' },
  { name: 'a street in "location"', query: `location=${encodeURIComponent('Road')}` },
  { name: 'Lao text in "location"', query: `location=${encodeURIComponent('ໜອງບອນ')}` },
  { name: 'Chinese text in "location"', query: `location=${encodeURIComponent('农蓬')}` },
  { name: 'text that matches nothing', query: `location=${encodeURIComponent('zzqx nothing')}` },
  { name: 'area and rent ranges', query: 'areaMin=80&areaMax=120&rentMin=500&rentMax=900' },
  { name: 'sorted by rent', query: 'orderByColumn=rent&isAsc=descending' },
];
const QUERIES = process.env.BENCH_API_QUERIES
  ? ALL_QUERIES.filter((q) => process.env.BENCH_API_QUERIES.split(',').includes(q.name))
  : ALL_QUERIES;
const TARGETS = { postgres: { p99Ms: 50, reqPerSec: 500 }, pglite: { reqPerSec: 100 } };
TARGETS['postgres-tcp'] = TARGETS.postgres;
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
const log = (text) => console.log(`bench-api: ${text}`);

// ── build the server when dist is missing or older than a source file
function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) time = Math.max(time, newest(path));
    else if (entry.name.endsWith('.ts') || entry.name.endsWith('.sql'))
      time = Math.max(time, statSync(path).mtimeMs);
  }
  return time;
}
const mainJs = join(server, 'dist/main.js');
const generatorJs = join(server, 'dist/generate-houses.js');
const stale =
  !existsSync(mainJs) ||
  !existsSync(generatorJs) ||
  newest(join(server, 'src')) > Math.min(statSync(mainJs).mtimeMs, statSync(generatorJs).mtimeMs);
if (stale) {
  log('building the server');
  const build = spawnSync(process.execPath, [join(root, 'scripts/pnpm.mjs'), 'run', 'build'], {
    cwd: server,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

// ── one database: generate, start, sign in, measure, stop
async function measure(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), `agency-bench-api-${kind}-`));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  let child;
  try {
    log(`${kind}: generating ${HOUSES} houses`);
    const started = performance.now();
    const generated = spawnSync(process.execPath, [generatorJs, String(HOUSES)], { env, encoding: 'utf8' });
    if (generated.status !== 0)
      throw new Error(`the generator failed: ${generated.stderr || generated.stdout}`);
    const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`${kind}: ${generated.stdout.trim()} (${generateSeconds} s with migration and seed)`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}/web-api`;
    child = spawn(process.execPath, [mainJs], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output = (output + chunk).slice(-4000);
    });
    child.stderr.on('data', (chunk) => {
      output = (output + chunk).slice(-4000);
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
      const ok = await fetch(`${base}/public/modules`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the server did not answer in 120 s: ${output}`);
      await sleep(250);
    }
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'admin123' }),
    }).then((response) => response.json());
    if (!login.token) throw new Error(`admin could not sign in: ${JSON.stringify(login)}`);
    const headers = { authorization: `Bearer ${login.token}` };
    const byQuery = [];
    for (const { name, query } of QUERIES)
      byQuery.push(await measureQuery({ kind, port, headers, name, query }));
    return { database: kind, houses: HOUSES, generateSeconds, queries: byQuery };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One query of the list at concurrency: warm-up, RUNS runs, the median run's figures. */
async function measureQuery({ kind, port, headers, name, query }) {
  const path = (page) => `/web-api/system/houseRoom/list?${query}&pageNum=${page}&pageSize=20`;
  const first = await fetch(`http://127.0.0.1:${port}${path(1)}`, { headers }).then((r) => r.json());
  if (first.code !== 200 || !Array.isArray(first.rows))
    throw new Error(`unexpected list answer: ${JSON.stringify(first).slice(0, 500)}`);
  log(`${kind}: ${name}: ${first.total} houses match ${query}`);

  const fire = (duration) => {
    let page = 0;
    let wrong = 0;
    const instance = autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      headers,
      requests: [
        {
          setupRequest: (request) => {
            page = (page % PAGES) + 1;
            return { ...request, method: 'GET', path: path(page) };
          },
          onResponse: (status, body) => {
            if (status !== 200 || !body.startsWith('{"code":200,')) wrong += 1;
          },
        },
      ],
    });
    return instance.then((result) => ({ result, wrong }));
  };
  log(
    `${kind}: ${name}: warm-up ${WARMUP} s, then ${RUNS} runs of ${SECONDS} s at concurrency ${CONNECTIONS}`,
  );
  await fire(WARMUP);
  const round = (value) => Math.round(value * 10) / 10;
  const runs = [];
  for (let n = 0; n < RUNS; n += 1) {
    const run = await fire(SECONDS);
    runs.push(run);
    log(`${kind}: ${name}: run ${n + 1}: ${round(run.result.requests.total / run.result.duration)} req/s`);
  }
  const rate = (run) => run.result.requests.total / run.result.duration;
  const ordered = [...runs].sort((a, b) => rate(a) - rate(b));
  const { result, wrong } = ordered[Math.floor(ordered.length / 2)];
  const figures = {
    name,
    query,
    matching: first.total,
    connections: CONNECTIONS,
    seconds: SECONDS,
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / result.duration),
    runsReqPerSec: runs.map((run) => round(rate(run))),
    p50Ms: round(result.latency.p50),
    p90Ms: round(result.latency.p90),
    p99Ms: round(result.latency.p99),
    maxMs: round(result.latency.max),
    errors: result.errors + result.timeouts + result.non2xx + wrong,
    loadAverageAfter: round(loadavg()[0]),
  };
  log(
    `${kind}: ${name}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.reqPerSec} req/s, ${figures.errors} errors`,
  );
  return figures;
}

// ── PostgreSQL: a throwaway database in BENCH_DATABASE_URL, or a throwaway cluster
const requireServer = createRequire(join(server, 'package.json'));
// `transport`: the throwaway cluster is reached over its Unix socket ('socket', as a server
// and its database on one machine usually are) or over loopback TCP ('tcp').
async function withPostgres(use, transport) {
  if (process.env.BENCH_DATABASE_URL) {
    const { Client } = requireServer('pg');
    const name = `agency_bench_${process.pid}`;
    const admin = new Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(process.env.BENCH_DATABASE_URL);
      url.pathname = `/${name}`;
      return await use(url.toString(), `BENCH_DATABASE_URL`);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
  const bins = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (bins.length === 0) return undefined;
  const version = bins.at(-1);
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const asRoot = process.getuid?.() === 0;
  const as = (command, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  const dir = mkdtempSync(join(tmpdir(), 'agency-bench-pg-'));
  if (asRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).trim());
    const gid = Number(run('id', ['-g', 'postgres']).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  // UTF-8 with a Unicode-aware LC_CTYPE: pg_trgm makes trigrams of Lao and Chinese text only then.
  as(`${bin}/initdb`, [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  as(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
  ]);
  try {
    return transport === 'tcp'
      ? await use(`postgres://postgres@127.0.0.1:${port}/postgres`, `PostgreSQL ${version}, loopback TCP`)
      : await use(
          `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
          `PostgreSQL ${version}, Unix socket`,
        );
  } finally {
    try {
      as(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
    } catch (error) {
      console.error(`bench-api: ${error.message}`);
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = {};
if (DATABASES.includes('pglite')) results.pglite = await measure('pglite');
for (const [key, transport] of [
  ['postgres', 'socket'],
  ['postgres-tcp', 'tcp'],
]) {
  if (!DATABASES.includes(key)) continue;
  // BENCH_DATABASE_URL is one server as given: measured once.
  if (key === 'postgres-tcp' && process.env.BENCH_DATABASE_URL) continue;
  let server;
  const figures = await withPostgres(async (url, what) => {
    server = what;
    return measure(key, url);
  }, transport);
  if (figures) results[key] = { ...figures, server };
  else log(`${key}: skipped (no BENCH_DATABASE_URL and no /usr/lib/postgresql/*/bin)`);
}

// ── docs/benchmarks.json (key `api`: latest and a short history) and docs/benchmarks.md
const result = {
  date: new Date().toISOString(),
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: git('status', '--porcelain', '--', 'server', 'scripts').length > 0,
  node: process.version,
  cores: cpus().length,
  loadAverageAtEnd: Math.round(loadavg()[0] * 10) / 10,
  request: `GET /web-api/system/houseRoom/list?<query>&pageNum=1..${PAGES}&pageSize=20 (rows and total), signed in as admin`,
  method: `${HOUSES} generated houses; real server (node server/dist/main.js, LOG_LEVEL=warn) and autocannon in the same machine; ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${RUNS} runs of ${SECONDS} s, the median run kept; errors are failed requests, non-2xx answers and answers whose code is not 200.`,
  targets: TARGETS,
  ...results,
};
const jsonFile = join(root, 'docs/benchmarks.json');
const previous = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
const summary = (r) =>
  r &&
  Object.fromEntries(
    r.queries.map((q) => [
      q.name,
      { p50Ms: q.p50Ms, p99Ms: q.p99Ms, reqPerSec: q.reqPerSec, errors: q.errors },
    ]),
  );
const history = [
  ...(previous.api?.history ?? []),
  {
    date: result.date,
    commit: result.commit,
    pglite: summary(results.pglite),
    postgres: summary(results.postgres),
    postgresTcp: summary(results['postgres-tcp']),
  },
].slice(-50);
writeFileSync(jsonFile, `${JSON.stringify({ ...previous, api: { latest: result, history } }, null, 2)}\n`);

const mdFile = join(root, 'docs/benchmarks.md');
const START = '<!-- bench:api:start -->';
const END = '<!-- bench:api:end -->';
const rows = (r, target) =>
  r
    ? r.queries.map(
        (q) =>
          `| ${r.database === 'pglite' ? 'PGlite (embedded)' : r.server} | ${q.name} (${q.matching}) | ${q.p50Ms} ms | ${q.p99Ms} ms${target.p99Ms ? ` (target ≤ ${target.p99Ms})` : ''} | **${q.reqPerSec}** (target ≥ ${target.reqPerSec}) | ${(q.runsReqPerSec ?? []).join(', ')} | ${q.errors} of ${q.requests} |`,
      )
    : [];
const lines = [
  START,
  `Measured ${result.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${result.commit.slice(0, 10)}\`${result.uncommittedChanges ? ' (with uncommitted changes)' : ''}, Node ${result.node}, ${result.cores} cores, load average ${result.loadAverageAtEnd} at the end (other work was running). ${HOUSES} houses; each query (houses matching it in brackets) with pageNum 1 to ${PAGES} in turn, 20 rows and the total; ${CONNECTIONS} connections, ${SECONDS} s after a ${WARMUP} s warm-up, ${RUNS} runs in a row: the median run is shown (req/s of each run in the last but one column).`,
  '',
  '| database | query | p50 | p99 | req/s | runs (req/s) | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows(results.pglite, TARGETS.pglite),
  ...rows(results.postgres, TARGETS.postgres),
  ...rows(results['postgres-tcp'], TARGETS.postgres),
  END,
].filter((line) => line !== undefined);
const md = readFileSync(mdFile, 'utf8');
const updated =
  md.includes(START) && md.includes(END)
    ? md.slice(0, md.indexOf(START)) + lines.join('\n') + md.slice(md.indexOf(END) + END.length)
    : `${md.trimEnd()}\n\n## API: house list\n\n${lines.join('\n')}\n`;
writeFileSync(mdFile, updated);
const biome = join(root, 'node_modules/.bin/biome');
if (existsSync(biome))
  spawnSync(biome, ['format', '--write', mdFile, jsonFile], { cwd: root, stdio: 'ignore' });
log('wrote docs/benchmarks.json (api) and docs/benchmarks.md (API: house list)');
