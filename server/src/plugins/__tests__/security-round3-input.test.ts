import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create } from 'tar';
import { fakeRepo } from '../../routes/public/__tests__/remote-fixture';
import { ARCHIVE_LIMITS } from '../../services/module-deploy/unpack-archive';
import { call, createTestApp, loginAs, type TestApp } from '../../testing/test-app';

// Issue 32 (security round 3), the input findings: 4, 8, 9, 12, 13, 17 and 18, each with
// the request that showed it.

let t: TestApp;
let admin: string;
let work: string;
let repo: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-round3-'));
  // A repository with a built host and a remote, so the module screens know remote_house.
  repo = await fakeRepo({ 'remote-house': ['1.0.0'] }, true);
  t = await createTestApp({ repoRoot: repo });
  admin = await loginAs(t.app, 'admin', 'admin123');
});
afterAll(async () => {
  await t.close();
  await fs.rm(work, { recursive: true, force: true });
  await fs.rm(repo, { recursive: true, force: true });
});

async function deployToken(moduleName: string): Promise<string> {
  const { body } = await call(t.app, 'POST', '/system/module/token', {
    token: admin,
    body: { moduleName, label: `${moduleName} round 3` },
  });
  expect(body.code).toBe(200);
  return (body.data as { token: string }).token;
}

describe('4. a gzip bomb sent with a deploy token', () => {
  /**
   * A real bomb: a small valid build archive followed by 2 GB of zeros in further gzip
   * members (one gzip file to every reader), 2.1 MB on the wire.
   */
  async function gzipBomb(): Promise<Buffer> {
    const dir = await fs.mkdtemp(path.join(work, 'bomb-'));
    await fs.writeFile(path.join(dir, 'remoteEntry.js'), '/* bomb */');
    const file = `${dir}.tar.gz`;
    await create({ gzip: true, cwd: dir, file, portable: true }, ['.']);
    const zeros = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    return Buffer.concat([await fs.readFile(file), ...Array.from({ length: 32 }, () => zeros)]);
  }

  it('is refused within a second, with a translated message, while other requests keep answering', async () => {
    const token = await deployToken('remote_house');
    const bomb = await gzipBomb();
    expect(bomb.length).toBeGreaterThan(2_000_000);
    expect(bomb.length).toBeLessThan(2_500_000);
    // Over real sockets, as the probe sent it: the other requests wait on the same event loop.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const publish = (archive: Buffer) => {
      const form = new FormData();
      form.append('name', 'remote_house');
      form.append('version', '9.9.9');
      form.append('archive', new Blob([archive], { type: 'application/gzip' }), 'build.tar.gz');
      return fetch(`${base}/web-api/system/module/publish`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        body: form,
      }).then((response) => response.json() as Promise<{ code: number; msg: string }>);
    };
    // The same request with as many bytes that are not an archive: the cost of the upload
    // itself on this (shared, busy) machine, which the bomb may exceed by under a second.
    const plain = performance.now();
    const unreadable = await publish(Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(bomb.length)]));
    expect(unreadable.msg).toContain('not a readable .tar.gz file');
    const uploadCost = performance.now() - plain;

    let done = false;
    const started = performance.now();
    const refused = publish(bomb).finally(() => {
      done = true;
    });
    // Another user's requests meanwhile: each answered promptly.
    const waits: number[] = [];
    while (!done) {
      const asked = performance.now();
      const answer = (await (await fetch(`${base}/web-api/captchaImage`)).json()) as { code: number };
      expect(answer.code).toBe(200);
      waits.push(performance.now() - asked);
    }
    const answer = await refused;
    const elapsed = performance.now() - started;
    expect(answer).toEqual({
      code: 500,
      msg: 'Version 9.9.9 of remote_house cannot go live: The archive holds more than 2000 files or 80 MB',
    });
    expect(elapsed - uploadCost).toBeLessThan(1000);
    expect(waits.length).toBeGreaterThan(1);
    expect(Math.max(...waits)).toBeLessThan(250);
    expect(await fs.readdir(path.join(t.config.dataDir, 'remotes', '.incoming'))).toEqual([]);
  });

  it('caps the inflated stream a little above the files it allows', () => {
    expect(ARCHIVE_LIMITS.inflatedBytes).toBeGreaterThan(ARCHIVE_LIMITS.totalBytes);
    expect(ARCHIVE_LIMITS.inflatedBytes).toBeLessThan(ARCHIVE_LIMITS.totalBytes * 1.25);
  });
});

describe('17. a NUL byte in a query parameter', () => {
  it.each([
    ['the captcha (public, strict answer schema)', '/captchaImage?name=%00', false],
    ['a public house page', '/public/houseRoom/1?x=%00', false],
    ['a public car page', '/public/car/1?lang=a%00b', false],
    ['the parameter list', '/system/config/list?configName=%00', true],
    ['the user list', '/system/user/list?userName=x%00', true],
    ['the signed-in user', '/getInfo?x=%00', true],
  ])('on %s is answered with the translated message', async (_what, url, signedIn) => {
    for (const [lang, msg] of [
      ['en', /^Invalid request: \w+ contains a character that is not allowed$/],
      ['zh', /不允许/],
      ['lo', /[\u0E80-\u0EFF]/],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/web-api${url}`,
        headers: { 'accept-language': lang, ...(signedIn ? { authorization: `Bearer ${admin}` } : {}) },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { code: number; msg: string };
      expect(body.code).toBe(500);
      expect(body.msg).toMatch(msg);
      expect(body.msg).not.toMatch(/required|Unknown|system error|captchaEnabled/i);
      expect(body.msg).not.toBe('');
    }
  });
});
