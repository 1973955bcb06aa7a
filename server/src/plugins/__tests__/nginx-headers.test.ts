import fs from 'node:fs/promises';
import path from 'node:path';
import { fakeRepo, put } from '../../routes/public/__tests__/remote-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Issue 32, 7: the docker-compose front door (shared/build/nginx-host.conf) and the
 * remotes' nginx (nginx-remote.conf) send the Node server's security headers, read from
 * the configuration files and compared with what the server itself answers, so the two
 * cannot drift. nginx's inheritance is modelled: a location with any add_header of its
 * own loses the server block's, and proxied answers carry their upstream's.
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
] as const;

interface Location {
  match: string;
  /** add_header lines of the block, lower-cased names. */
  headers: Map<string, string>;
  proxied: boolean;
  body: string;
}

interface NginxServer {
  headers: Map<string, string>;
  locations: Location[];
}

function addHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const match of text.matchAll(/add_header\s+([\w-]+)\s+("([^"]*)"|(\S+?))(\s+always)?\s*;/g)) {
    headers.set(match[1]!.toLowerCase(), match[3] ?? match[4] ?? '');
  }
  return headers;
}

/** The one server block of a configuration file: its own add_header lines and its locations. */
function parseServer(conf: string): NginxServer {
  const text = conf.replace(/#[^\n]*/g, '');
  const start = text.indexOf('server {');
  expect(start).toBeGreaterThanOrEqual(0);
  const locations: Location[] = [];
  let outside = '';
  let i = start + 'server {'.length;
  while (i < text.length) {
    const rest = text.slice(i);
    const location = /^\s*location\s+([^{]+)\{/.exec(rest);
    if (location) {
      // Location blocks here hold no nested blocks.
      const open = i + location[0].length;
      const close = text.indexOf('}', open);
      const body = text.slice(open, close);
      locations.push({
        match: location[1]!.trim(),
        headers: addHeaders(body),
        proxied: /\bproxy_pass\b/.test(body),
        body,
      });
      i = close + 1;
      continue;
    }
    if (text[i] === '}') break;
    outside += text[i];
    i += 1;
  }
  return { headers: addHeaders(outside), locations };
}

/** The security headers nginx sends from a location (its own add_header, else the server's). */
function effective(server: NginxServer, location: Location): Record<string, string> {
  const headers = location.headers.size > 0 ? location.headers : server.headers;
  return Object.fromEntries(
    SECURITY_HEADERS.filter((name) => headers.has(name)).map((name) => [name, headers.get(name)!]),
  );
}

let t: TestApp;
let repo: string;
const buildDir = path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'build');

beforeAll(async () => {
  repo = await fakeRepo({ 'remote-house': ['1.0.0'] }, true);
  await put(path.join(repo, 'remote-house', 'dist', '1.0.0', 'mf-manifest.json'), '{"name":"remote_house"}');
  t = await createTestApp({ repoRoot: repo });
});

afterAll(async () => {
  await t.close();
  await fs.rm(repo, { recursive: true, force: true });
});

/** The security headers of the Node server's answer to `url`. */
async function serverHeaders(url: string): Promise<Record<string, string>> {
  const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: 'Admin-Token=x' } });
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, String(answer.headers[name])]));
}

describe('7. the front door sends the Node server’s security headers', () => {
  it('nginx-host.conf: every location serving files has the page headers; proxied ones add none', async () => {
    const server = parseServer(await fs.readFile(path.join(buildDir, 'nginx-host.conf'), 'utf8'));
    const page = await serverHeaders('/index');
    expect(page['content-security-policy']).toContain("default-src 'self'");
    const own = server.locations.filter((location) => !location.proxied);
    expect(own.map((location) => location.match)).toEqual(
      expect.arrayContaining(['= /index.html', '= /login', '/']),
    );
    for (const location of own) {
      expect({ location: location.match, headers: effective(server, location) }).toEqual({
        location: location.match,
        headers: page,
      });
    }
    // Proxied answers carry the server's (or a remote nginx's) headers: adding them again
    // here would send each twice.
    for (const location of server.locations.filter((l) => l.proxied)) {
      expect({ location: location.match, headers: effective(server, location) }).toEqual({
        location: location.match,
        headers: {},
      });
    }
  });

  it('nginx-remote.conf: code and data files with the headers the server sends for a remote’s files, no markup', async () => {
    const server = parseServer(await fs.readFile(path.join(buildDir, 'nginx-remote.conf'), 'utf8'));
    const code = await serverHeaders('/remotes/remote_house/1.0.0/remoteEntry.js');
    const data = await serverHeaders('/remotes/remote_house/1.0.0/mf-manifest.json');
    const page = await serverHeaders('/index');
    expect(data['content-security-policy']).toContain('sandbox');
    const markup = server.locations.find((location) => /html/.test(location.match));
    expect(markup?.body).toMatch(/return\s+404\s*;/);
    for (const extension of ['html', 'htm', 'svg', 'xml', 'xhtml']) {
      expect(new RegExp(markup!.match.replace(/^~\*?\s*/, ''), 'i').test(`/1.0.0/x.${extension}`)).toBe(true);
    }
    expect(server.locations.some((location) => location.proxied)).toBe(false);
    for (const location of server.locations) {
      const isData = /json|map|txt/.test(location.match);
      const expected = location === markup ? page : isData ? data : code;
      expect({ location: location.match, headers: effective(server, location) }).toEqual({
        location: location.match,
        headers: expected,
      });
    }
  });
});
