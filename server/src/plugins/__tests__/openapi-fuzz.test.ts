import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { en } from '../../locales/en';
import { lo } from '../../locales/lo';
import { zh } from '../../locales/zh';
import { fakeRepo, put } from '../../routes/public/__tests__/remote-fixture';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app';

/*
 * Fuzzing from the OpenAPI document (issue 15): every operation gets malformed path
 * parameters, queries and bodies. Never HTTP 5xx, never an error in the log, never
 * "Unknown system error", always a message in the asked language. Samples rotate
 * through the payload lists by route, so every route gets some of each kind and the
 * whole list is used across the routes; the counts are printed at the end.
 */

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: { name: string; type?: string }[];
  body?: { properties?: Record<string, { type?: string | string[] }> };
}

const pathValues = [
  '-1',
  '0',
  'abc',
  '99999999999999999999',
  '1e20',
  '%00',
  "1' OR '1'='1",
  '1;DROP TABLE sys_user',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '__proto__',
  '1,2,abc',
  'Infinity',
  '%F0%9F%92%A9',
];

const queryValues: Record<string, string>[] = [
  { pageNum: '-1' },
  { pageNum: '1e20', pageSize: '10' },
  { pageSize: '99999999' },
  { pageNum: 'abc' },
  { orderByColumn: '1;DROP TABLE sys_user--' },
  { orderByColumn: '__proto__' },
  { orderByColumn: 'constructor', isAsc: 'sideways' },
  { 'params[beginTime]': '2024-13-45' },
  { 'params[endTime]': "2024-01-01' OR 1=1" },
  { 'params[beginTime]': '9999999999999' },
];
const stringAttacks = [
  "' OR '1'='1",
  '\u0000',
  'x'.repeat(5000),
  '%',
  '<script>alert(1)</script>',
  'Infinity',
];

const big = 'y'.repeat(200 * 1024);
const bodyKinds: { name: string; payload: (op: Operation) => string }[] = [
  { name: 'null', payload: () => 'null' },
  { name: 'array', payload: () => '[1,2,3]' },
  { name: 'string', payload: () => '"text"' },
  { name: 'broken JSON', payload: () => '{"a":' },
  {
    name: 'unknown fields',
    payload: () => JSON.stringify({ __proto__x: 1, unknownField: 'x', constructor: {} }),
  },
  { name: 'deep', payload: () => `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: '200 KB strings', payload: (op) => JSON.stringify(fill(op, () => big)) },
  {
    name: 'wrong types',
    payload: (op) => JSON.stringify(fill(op, (type) => (type === 'string' ? { a: 1 } : 'abc'))),
  },
  { name: 'nulls', payload: (op) => JSON.stringify(fill(op, () => null)) },
  {
    name: 'huge numbers',
    payload: (op) => JSON.stringify(fill(op, (type) => (type === 'string' ? '\u0000' : 1e308))),
  },
  { name: 'Infinity strings', payload: (op) => JSON.stringify(fill(op, () => 'Infinity')) },
];

function fill(op: Operation, value: (type: string) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    const type = Array.isArray(schema.type) ? (schema.type[0] ?? 'string') : (schema.type ?? 'string');
    out[name] = value(type);
  }
  return out;
}

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema?: { type?: string } }[];
      const content = (
        op.requestBody as { content?: Record<string, { schema?: Operation['body'] }> } | undefined
      )?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, type: p.schema?.type })),
        body: content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

const catalogs = { en, zh, lo } as Record<string, Record<string, string>>;
const unknownTexts = new Set([en.unknownError, zh.unknownError, lo.unknownError]);

let t: TestApp;
let token: string;
let repo: string;
const logged: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  // A built host, as in production: the HTML routes (the SPA fallback, the house
  // link preview) are fuzzed too, not answered "not built yet" (503).
  repo = await fakeRepo({}, true);
  await put(
    path.join(repo, 'host', 'dist', 'index.html'),
    '<!doctype html><html><head><title>Agency</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ logger: { level: 'error', stream }, repoRoot: repo });
  token = await loginAs(t.app, 'admin', 'admin123');
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(repo, { recursive: true, force: true });
});

it('never answers 5xx, an unhandled error or an untranslated message', async () => {
  const doc = t.app.swagger() as unknown as Parameters<typeof operations>[0];
  const ops = operations(doc).filter((op) => !/\/logout$/.test(op.path));
  const counts = {
    routes: ops.length,
    path: 0,
    query: 0,
    body: 0,
    fiveHundreds: 0,
    unknown: 0,
    untranslated: 0,
  };
  const problems: string[] = [];
  const langs = ['en', 'zh', 'lo'];
  let n = 0;

  async function probe(kind: 'path' | 'query' | 'body', op: Operation, url: string, payload?: string) {
    const lang = langs[n++ % langs.length] ?? 'en';
    const response = await t.app.inject({
      method: op.method as 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': lang,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    counts[kind]++;
    const where = `${kind} ${op.method} ${url.slice(0, 120)}`;
    if (response.statusCode >= 500) {
      counts.fiveHundreds++;
      problems.push(`${where}: HTTP ${response.statusCode}`);
      return;
    }
    if (!String(response.headers['content-type'] ?? '').includes('application/json')) return; // files, xlsx
    const body = response.json() as { code?: number; msg?: string };
    if (body.code === 200) return;
    const msg = body.msg ?? '';
    if (unknownTexts.has(msg)) {
      counts.unknown++;
      problems.push(`${where}: unknown error`);
    } else if (
      !msg ||
      /^[a-z]+(\.[a-zA-Z]+)+$/.test(msg) ||
      (lang !== 'en' && msg === catalogs.en?.badRequest)
    ) {
      counts.untranslated++;
      problems.push(`${where}: untranslated "${msg}"`);
    }
  }

  for (const [index, op] of ops.entries()) {
    const fill = (value: (i: number) => string) => {
      let i = 0;
      return op.path.replace(/\{([^}]+)\}/g, () => value(i++));
    };
    const valid = fill(() => '1');
    // Path parameters: three malformed values a route, rotating through the list.
    if (op.params.length > 0) {
      for (let k = 0; k < 3; k++) {
        const value = pathValues[(index * 3 + k) % pathValues.length] ?? '-1';
        await probe(
          'path',
          op,
          fill(() => value),
        );
      }
    }
    // Queries: paging and sort attacks, plus attacks on each declared string filter.
    for (let k = 0; k < 3; k++) {
      const query = new URLSearchParams(queryValues[(index * 3 + k) % queryValues.length]);
      await probe('query', op, `${valid}?${query.toString()}`);
    }
    for (const [k, param] of op.query.entries()) {
      const attack = stringAttacks[(index + k) % stringAttacks.length] ?? '';
      await probe('query', op, `${valid}?${encodeURIComponent(param.name)}=${encodeURIComponent(attack)}`);
    }
    // Bodies: every write gets four kinds, rotating through the list.
    if (op.method !== 'GET') {
      for (let k = 0; k < 4; k++) {
        const kind = bodyKinds[(index * 4 + k) % bodyKinds.length];
        if (kind) await probe('body', op, valid, kind.payload(op));
      }
    }
  }

  const errors = logged.filter((line) => /"level":(50|60)/.test(line));
  console.log(
    `fuzz: ${counts.routes} operations; ${counts.path} path, ${counts.query} query, ${counts.body} body requests; ` +
      `${counts.fiveHundreds} HTTP 5xx, ${counts.unknown} unknown errors, ${counts.untranslated} untranslated, ` +
      `${errors.length} error log lines`,
  );
  expect(problems).toEqual([]);
  expect(errors.map((line) => line.slice(0, 400))).toEqual([]);
}, 180_000);
