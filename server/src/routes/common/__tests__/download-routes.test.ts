import fs from 'node:fs/promises';
import path from 'node:path';
import { useTestApp } from '../../../testing/use-test-app';
import { pdfBytes, pngBytes, postMultipart } from './upload-fixtures';

const { t, tokens } = useTestApp({ logins: ['staff'] });
let downloadDir: string;
/** A file in DATA_DIR, outside both allowed folders. */
let secretPath: string;
/** `/profile/upload/...` of an uploaded PNG. */
let storedPng: string;
let png: Buffer;

beforeAll(async () => {
  downloadDir = path.join(t.dataDir, 'downloads');
  await fs.mkdir(downloadDir, { recursive: true });
  secretPath = path.join(t.dataDir, 'secret.txt');
  await fs.writeFile(secretPath, 'top secret');
  png = pngBytes(4, 4);
  const body = await postMultipart(
    t.app,
    '/upload',
    [{ field: 'files', fileName: 'front.png', bytes: png }],
    {
      token: tokens.staff,
    },
  );
  storedPng = String((body.data as { fileName: string }[])[0]?.fileName);
});

async function get(url: string, options: { token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return t.app.inject({ method: 'GET', url, headers });
}

const download = (query: string, token: string | null = tokens.staff) =>
  get(`/web-api/common/download?${query}`, { token: token ?? undefined });

async function waitUntilGone(file: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    try {
      await fs.stat(file);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${file} was not removed`);
}

function envelopeOf(response: Awaited<ReturnType<typeof get>>) {
  expect(response.headers['content-type']).toContain('application/json');
  return response.json() as { code: number; msg: string };
}

describe('GET /common/download', () => {
  it('sends a generated file as an attachment under its name without the generated prefix', async () => {
    await fs.writeFile(
      path.join(downloadDir, '0f8fad5b-d9cb-469f-a165-70867728950e_users.xlsx'),
      'xlsx bytes',
    );
    const response = await download('fileName=0f8fad5b-d9cb-469f-a165-70867728950e_users.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="users.xlsx"; filename*=UTF-8''users.xlsx`,
    );
    expect(response.headers['download-filename']).toBe('users.xlsx');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('xlsx bytes');
    // Without delete=true the file stays.
    await expect(
      fs.stat(path.join(downloadDir, '0f8fad5b-d9cb-469f-a165-70867728950e_users.xlsx')),
    ).resolves.toBeTruthy();
  });

  it('removes the file after sending it when delete=true', async () => {
    const file = path.join(downloadDir, 'report.pdf');
    await fs.writeFile(file, pdfBytes());
    const response = await download('fileName=report.pdf&delete=true');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdfBytes());
    // Removed once the answer has gone out (the onResponse hook may run just after inject resolves).
    await waitUntilGone(file);
    expect(envelopeOf(await download('fileName=report.pdf'))).toEqual({
      code: 500,
      msg: 'The file does not exist',
    });
  });

  it('encodes Lao and Chinese names for the header', async () => {
    await fs.writeFile(path.join(downloadDir, '1700000000000_ລາຍງານ 报表.xlsx'), 'x');
    const response = await download(`fileName=${encodeURIComponent('1700000000000_ລາຍງານ 报表.xlsx')}`);
    expect(response.statusCode).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('ລາຍງານ 报表.xlsx');
  });

  it('serves a stored upload by its /profile path but never deletes it', async () => {
    const response = await download(`fileName=${encodeURIComponent(storedPng)}&delete=true`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(png);
    expect((await get(`/web-api${storedPng}`, { token: tokens.staff })).statusCode).toBe(200);
  });

  it('refuses callers without a session', async () => {
    await fs.writeFile(path.join(downloadDir, 'open.txt'), 'x');
    expect(envelopeOf(await download('fileName=open.txt', null))).toMatchObject({ code: 401 });
  });

  it.each([
    '../secret.txt',
    '%2e%2e%2fsecret.txt',
    '..%2fsecret.txt',
    'a/../../secret.txt',
    '%2Ftmp%2Fsecret.txt',
    '%2Fetc%2Fpasswd.txt',
    '..%5Csecret.txt',
    'secret.txt%00.pdf',
    'script.js',
    'noextension',
  ])('refuses the name %s', async (name) => {
    const body = envelopeOf(await download(`fileName=${name}`));
    expect(body.code).toBe(500);
    // A NUL is refused by the request guard before the route sees the name.
    expect(body.msg).toMatch(
      /^(The file name \(.*\) is not allowed, it cannot be downloaded|Invalid request: fileName contains a character that is not allowed)$/,
    );
  });

  it('refuses an absolute path to a real file and a link leading out of the folder', async () => {
    const absolute = envelopeOf(await download(`fileName=${encodeURIComponent(secretPath)}`));
    expect(absolute.code).toBe(500);
    await fs.symlink(secretPath, path.join(downloadDir, 'link.txt'));
    expect(envelopeOf(await download('fileName=link.txt'))).toEqual({
      code: 500,
      msg: 'The file does not exist',
    });
    await expect(fs.readFile(secretPath, 'utf8')).resolves.toBe('top secret');
  });

  it('answers in the language of the request', async () => {
    const response = await get('/web-api/common/download?fileName=../x.txt', {
      token: tokens.staff,
      headers: { 'accept-language': 'lo' },
    });
    expect(envelopeOf(response).msg).toBe('ຊື່ໄຟລ໌ (x.txt) ບໍ່ຖືກຕ້ອງ, ບໍ່ອະນຸຍາດໃຫ້ດາວໂຫຼດ');
  });
});

describe('GET /common/download/resource', () => {
  it('sends a stored upload as an attachment with its type', async () => {
    for (const resource of [storedPng, `/web-api${storedPng}`]) {
      const response = await get(
        `/web-api/common/download/resource?resource=${encodeURIComponent(resource)}`,
        {
          token: tokens.staff,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.png"/);
      expect(response.rawPayload).toEqual(png);
    }
  });

  it('refuses anything outside the uploads folder, and callers without a session', async () => {
    const datePart = storedPng.split('/').slice(3, 6).join('/');
    for (const resource of [
      '/profile/upload/../../secret.txt',
      `/profile/upload/${datePart}/../../../../secret.txt`,
      secretPath,
      '/profile/pact/x.docx',
      'secret.txt',
    ]) {
      const response = await get(
        `/web-api/common/download/resource?resource=${encodeURIComponent(resource)}`,
        {
          token: tokens.staff,
        },
      );
      expect(envelopeOf(response)).toEqual({ code: 500, msg: 'The file does not exist' });
    }
    const anonymous = await get(
      `/web-api/common/download/resource?resource=${encodeURIComponent(storedPng)}`,
    );
    expect(envelopeOf(anonymous).code).toBe(401);
  });
});

describe('GET /profile/** (stored files)', () => {
  it('serves uploads and avatars to a session only (no public page shows them)', async () => {
    expect(envelopeOf(await get(`/web-api${storedPng}`)).code).toBe(401);
    const response = await get(`/web-api${storedPng}`, { token: tokens.staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');

    const avatar = '/profile/avatar/2026/01/02/3f2504e0-4f89-41d3-9a0c-0305e82c3301.png';
    await fs.mkdir(path.join(t.config.uploadDir, 'avatar', '2026', '01', '02'), { recursive: true });
    await fs.writeFile(path.join(t.config.uploadDir, 'avatar', avatar.slice('/profile/avatar/'.length)), png);
    expect((await get(`/web-api${avatar}`)).statusCode).toBe(401);
    // As the staff app's <img> loads it: with the session cookie.
    const avatarResponse = await get(`/web-api${avatar}`, {
      headers: { cookie: `Admin-Token=${tokens.staff}` },
    });
    expect(avatarResponse.statusCode).toBe(200);
    expect(avatarResponse.rawPayload).toEqual(png);
  });

  it.each([
    '/web-api/profile/upload/../../secret.txt',
    '/web-api/profile/upload/%2e%2e/%2e%2e/secret.txt',
    '/web-api/profile/upload/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/web-api/profile/upload/2026/01/02/..%2f..%2f..%2f..%2fsecret.txt',
    '/web-api/profile/upload/2026/01/02/3f2504e0-4f89-41d3-9a0c-0305e82c3301.png%00',
    '/web-api/profile/upload//etc/passwd',
    '/web-api/profile/upload/2026/01/02/3f2504e0-4f89-41d3-9a0c-0305e82c3302.png',
    '/web-api/profile/pact/3f2504e0-4f89-41d3-9a0c-0305e82c3301.docx',
    '/web-api/profile/upload/.incoming/x.part',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    // `..` segments are normalised before routing (they land on the API's not-found envelope);
    // everything else reaches the route, which answers HTTP 404.
    // A NUL is refused by the request guard (code 500, "not allowed") before the route.
    const code = response.statusCode === 404 ? 404 : (response.json() as { code: number; msg: string }).code;
    expect(code === 404 || (code === 500 && /not allowed/.test(response.body))).toBe(true);
    expect(response.body).not.toContain('top secret');
  });

  it('never serves a stored SVG or HTML file as active content', async () => {
    // Uploads refuse them by content; this covers a file that reached the folder another way.
    const dir = path.join(t.config.uploadDir, 'upload', '2026', '01', '03');
    await fs.mkdir(dir, { recursive: true });
    const files = {
      '3f2504e0-4f89-41d3-9a0c-0305e82c3310.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '3f2504e0-4f89-41d3-9a0c-0305e82c3311.html': '<script>alert(1)</script>',
    };
    for (const [name, text] of Object.entries(files)) {
      await fs.writeFile(path.join(dir, name), text);
      const response = await get(`/web-api/profile/upload/2026/01/03/${name}`, { token: tokens.staff });
      if (response.statusCode === 200) {
        expect(response.headers['content-disposition']).toMatch(/^attachment/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-type']).not.toMatch(/html|svg/);
      } else {
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('does not follow a link that leads out of the uploads folder', async () => {
    const dir = path.join(t.config.uploadDir, '2026', '01', '03');
    await fs.mkdir(dir, { recursive: true });
    await fs.symlink(secretPath, path.join(dir, '3f2504e0-4f89-41d3-9a0c-0305e82c3301.txt'));
    const response = await get(
      '/web-api/profile/upload/2026/01/03/3f2504e0-4f89-41d3-9a0c-0305e82c3301.txt',
      {
        token: tokens.staff,
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
  });
});

describe('OpenAPI document', () => {
  it('lists the file routes', async () => {
    const response = await get('/web-api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/web-api/upload',
        '/web-api/uploadVideo',
        '/web-api/common/upload',
        '/web-api/common/uploads',
        '/web-api/common/download',
        '/web-api/common/download/resource',
      ]),
    );
  });
});
