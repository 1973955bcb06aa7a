import fs from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { sysOperLog } from '../../../db/schema/sys-logs';
import { useTestApp } from '../../../testing/use-test-app';
import {
  docxBytes,
  jpegBytes,
  listFiles,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  postMultipart,
  xlsxBytes,
  zipBytes,
} from './upload-fixtures';

const { t, tokens } = useTestApp({ logins: ['staff'] });

const STORED_URL = /^\/web-api\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.([a-z0-9]+)$/;

/** Stored uploads (the temporary folder must always be empty after a request). */
async function storedFiles(): Promise<string[]> {
  expect(await listFiles(path.join(t.config.uploadDir, '.incoming'))).toEqual([]);
  return (await listFiles(t.config.uploadDir)).filter((file) => /^\d{4}\//.test(file));
}

function diskPath(storedPath: string): string {
  return path.join(
    t.config.uploadDir,
    ...storedPath.replace(/^(\/web-api)?\/profile\/upload\//, '').split('/'),
  );
}

/** A stored file as the staff app's `<img>` loads it: with the session cookie (issue 32, 15). */
async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: `Admin-Token=${tokens.staff}`, ...headers } });
}

describe('POST /upload (images)', () => {
  it('refuses callers without a session', async () => {
    const png = pngBytes();
    for (const url of ['/upload', '/uploadVideo', '/common/upload', '/common/uploads']) {
      const body = await postMultipart(t.app, url, [
        { field: url === '/upload' ? 'files' : 'file', fileName: 'a.png', bytes: png },
      ]);
      expect(body.code).toBe(401);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('stores a PNG and a JPEG under generated names, in the order sent, typed by content', async () => {
    const png = pngBytes(3, 3);
    const jpeg = jpegBytes();
    const body = await postMultipart(
      t.app,
      '/upload',
      [
        { field: 'files', fileName: 'house front.png', bytes: png, contentType: 'image/png' },
        // The client's name says PNG, the bytes say JPEG: the bytes win.
        { field: 'files', fileName: 'kitchen.png', bytes: jpeg, contentType: 'image/png' },
        { field: 'fileType', value: 'image' },
      ],
      { token: tokens.staff },
    );
    expect(body.code).toBe(200);
    const data = body.data as {
      fileName: string;
      url: string;
      newFileName: string;
      originalFilename: string;
    }[];
    expect(data).toHaveLength(2);
    expect(data[0]?.url).toMatch(STORED_URL);
    expect(STORED_URL.exec(data[0]?.url ?? '')?.[1]).toBe('png');
    expect(STORED_URL.exec(data[1]?.url ?? '')?.[1]).toBe('jpg');
    expect(data[0]?.fileName).toBe(data[0]?.url.replace(/^\/web-api/, ''));
    expect(data[0]?.originalFilename).toBe('house front.png');
    expect(data[1]?.originalFilename).toBe('kitchen.png');
    expect(data[1]?.newFileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(await fs.readFile(diskPath(data[0]?.fileName ?? ''))).toEqual(png);
    expect(await fs.readFile(diskPath(data[1]?.fileName ?? ''))).toEqual(jpeg);

    // Served to a session (no public page shows it) with the sniffed type, cached by the browser only.
    expect((await get(data[0]?.url ?? '', { cookie: '' })).statusCode).toBe(401);
    const served = await get(data[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(png);
    const servedJpeg = await get(data[1]?.url ?? '');
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');

    // The upload is an operation in the log.
    const [log] = await t.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({ title: 'Upload images', operName: 'staff', status: 0 });
  });

  it('accepts the field name `file` for a single image and up to 20 images at once', async () => {
    const before = (await storedFiles()).length;
    const single = await postMultipart(
      t.app,
      '/upload',
      [{ field: 'file', fileName: 'one.jpg', bytes: jpegBytes() }],
      {
        token: tokens.staff,
      },
    );
    expect(single.code).toBe(200);
    const twenty = Array.from({ length: 20 }, (_, i) => ({
      field: 'files',
      fileName: `${i}.png`,
      bytes: pngBytes(),
    }));
    const body = await postMultipart(t.app, '/upload', twenty, { token: tokens.staff });
    expect(body.code).toBe(200);
    expect(body.data as unknown[]).toHaveLength(20);
    expect((await storedFiles()).length).toBe(before + 21);
  });

  it('refuses a text file named .png, and keeps nothing of the request', async () => {
    const before = await storedFiles();
    const body = await postMultipart(
      t.app,
      '/upload',
      [
        { field: 'files', fileName: 'good.png', bytes: pngBytes() },
        {
          field: 'files',
          fileName: 'fake.png',
          bytes: Buffer.from('I am not a picture'),
          contentType: 'image/png',
        },
      ],
      { token: tokens.staff },
    );
    expect(body).toEqual({
      code: 500,
      msg: 'The file "fake.png" is not an accepted type; accepted: png/jpg/jpeg',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['page.png', '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'],
    ['shell.png', '<?php system($_GET["c"]); ?>'],
    ['shell.php.jpg', '\xff\xd8<?php echo 1; ?>'],
    ['logo.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'],
    ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ])('refuses active content as an image (%s), whatever its name and type say', async (fileName, text) => {
    const before = await storedFiles();
    for (const route of ['/upload', '/common/upload']) {
      const body = await postMultipart(
        t.app,
        route,
        [
          {
            field: route === '/upload' ? 'files' : 'file',
            fileName,
            bytes: Buffer.from(text, 'latin1'),
            contentType: 'image/png',
          },
        ],
        { token: tokens.staff },
      );
      expect(body.code).toBe(500);
      expect(String(body.msg)).toContain(fileName);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a GIF, an empty file and a request without files', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);
    const gifBody = await postMultipart(
      t.app,
      '/upload',
      [{ field: 'files', fileName: 'a.gif', bytes: gif }],
      {
        token: tokens.staff,
      },
    );
    expect(gifBody.msg).toContain('not an accepted type');
    const empty = await postMultipart(
      t.app,
      '/upload',
      [{ field: 'files', fileName: 'e.png', bytes: Buffer.alloc(0) }],
      {
        token: tokens.staff,
      },
    );
    expect(empty).toEqual({ code: 500, msg: 'The file "e.png" is empty' });
    const none = await postMultipart(t.app, '/upload', [{ field: 'fileType', value: 'image' }], {
      token: tokens.staff,
    });
    expect(none).toEqual({ code: 500, msg: 'No file was received' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/web-api/upload',
      headers: { authorization: `Bearer ${tokens.staff}`, 'accept-language': 'en' },
      payload: { files: 'x' },
    });
    expect(json.json()).toEqual({ code: 500, msg: 'No file was received' });
  });

  it('refuses an image over 5 MB with a translated message and leaves no partial file', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const body = await postMultipart(
      t.app,
      '/upload',
      [{ field: 'files', fileName: 'big.png', bytes: big }],
      {
        token: tokens.staff,
      },
    );
    expect(body).toEqual({ code: 500, msg: 'The file "big.png" is larger than 5 MB' });
    const lao = await postMultipart(t.app, '/upload', [{ field: 'files', fileName: 'big.png', bytes: big }], {
      token: tokens.staff,
      lang: 'lo',
    });
    expect(lao).toEqual({ code: 500, msg: 'ໄຟລ໌ "big.png" ມີຂະໜາດເກີນ 5 MB' });
    const zh = await postMultipart(t.app, '/upload', [{ field: 'files', fileName: 'big.png', bytes: big }], {
      token: tokens.staff,
      lang: 'zh',
    });
    expect(zh.msg).toBe('文件“big.png”大小超过 5 MB');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses 21 images at once and keeps none of them', async () => {
    const before = await storedFiles();
    const files = Array.from({ length: 21 }, (_, i) => ({
      field: 'files',
      fileName: `${i}.png`,
      bytes: pngBytes(),
    }));
    const body = await postMultipart(t.app, '/upload', files, { token: tokens.staff });
    expect(body).toEqual({ code: 500, msg: 'At most 20 files can be uploaded at a time' });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('POST /uploadVideo', () => {
  it('stores an MP4 and serves it with byte ranges', async () => {
    const mp4 = mp4Bytes();
    const body = await postMultipart(
      t.app,
      '/uploadVideo',
      [
        { field: 'file', fileName: 'tour.MP4', bytes: mp4, contentType: 'video/mp4' },
        { field: 'fileType', value: 'video' },
      ],
      { token: tokens.staff },
    );
    expect(body).toMatchObject({ code: 200, msg: 'Operation successful', originalFilename: 'tour.MP4' });
    expect(body.url).toMatch(STORED_URL);
    expect(String(body.url)).toMatch(/\.mp4$/);
    expect(body.fileName).toBe(String(body.url).replace(/^\/web-api/, ''));

    const whole = await get(String(body.url));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(mp4);

    const part = await get(String(body.url), { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await get(String(body.url), { range: 'bytes=-4' });
    expect(tail.rawPayload).toEqual(mp4.subarray(mp4.length - 4));
    const outside = await get(String(body.url), { range: `bytes=${mp4.length}-` });
    expect(outside.statusCode).toBe(416);

    const cached = await get(String(body.url), { 'if-none-match': String(whole.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it('stores QuickTime and AVI by content', async () => {
    const mov = Buffer.concat([
      Buffer.from([0, 0, 0, 20]),
      Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1'),
      Buffer.alloc(16),
    ]);
    const avi = Buffer.concat([Buffer.from('RIFF\x24\0\0\0AVI LIST', 'latin1'), Buffer.alloc(32)]);
    const movBody = await postMultipart(
      t.app,
      '/uploadVideo',
      [{ field: 'file', fileName: 'a.mov', bytes: mov }],
      {
        token: tokens.staff,
      },
    );
    expect(String(movBody.url)).toMatch(/\.mov$/);
    expect((await get(String(movBody.url))).headers['content-type']).toBe('video/quicktime');
    const aviBody = await postMultipart(
      t.app,
      '/uploadVideo',
      [{ field: 'file', fileName: 'a.avi', bytes: avi }],
      {
        token: tokens.staff,
      },
    );
    expect(String(aviBody.url)).toMatch(/\.avi$/);
  });

  it('refuses an image, and two videos at once', async () => {
    const before = await storedFiles();
    const image = await postMultipart(
      t.app,
      '/uploadVideo',
      [{ field: 'file', fileName: 'a.mp4', bytes: pngBytes() }],
      {
        token: tokens.staff,
      },
    );
    expect(image).toEqual({
      code: 500,
      msg: 'The file "a.mp4" is not an accepted type; accepted: mp4/avi/mov',
    });
    const two = await postMultipart(
      t.app,
      '/uploadVideo',
      [
        { field: 'file', fileName: 'a.mp4', bytes: mp4Bytes() },
        { field: 'file', fileName: 'b.mp4', bytes: mp4Bytes() },
      ],
      { token: tokens.staff },
    );
    expect(two).toEqual({ code: 500, msg: 'At most 1 files can be uploaded at a time' });
    expect(await storedFiles()).toEqual(before);
  });
});

const OOXML = 'application/vnd.openxmlformats-officedocument.';

describe('POST /common/upload and /common/uploads (documents)', () => {
  it.each([
    {
      name: 'contract.docx',
      bytes: docxBytes(),
      extension: 'docx',
      contentType: `${OOXML}wordprocessingml.document`,
    },
    {
      name: 'prices.xlsx',
      bytes: xlsxBytes(),
      extension: 'xlsx',
      contentType: `${OOXML}spreadsheetml.sheet`,
    },
    { name: 'deed.pdf', bytes: pdfBytes(), extension: 'pdf', contentType: 'application/pdf' },
    {
      name: 'notes.txt',
      bytes: Buffer.from('ສະບາຍດີ hello 你好\n', 'utf8'),
      extension: 'txt',
      contentType: 'text/plain; charset=utf-8',
    },
  ])('stores $name as .$extension', async ({ name, bytes, extension, contentType }) => {
    const body = await postMultipart(t.app, '/common/upload', [{ field: 'file', fileName: name, bytes }], {
      token: tokens.staff,
    });
    expect(body).toMatchObject({ code: 200, originalFilename: name });
    expect(body.url).toMatch(STORED_URL);
    expect(body.fileName).toBe(String(body.url).replace(/^\/web-api/, ''));
    expect(body.newFileName).toBe(String(body.url).split('/').pop());
    expect(String(body.newFileName).endsWith(`.${extension}`)).toBe(true);
    const served = await get(String(body.url));
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.rawPayload).toEqual(bytes);
  });

  it('refuses images, plain zips, binary junk and invalid UTF-8 as documents', async () => {
    const before = await storedFiles();
    const cases: [string, Buffer][] = [
      ['photo.pdf', pngBytes()],
      ['archive.docx', zipBytes({ 'a.txt': 'hello' })],
      ['tool.txt', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])],
      ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9])],
    ];
    for (const [name, bytes] of cases) {
      const body = await postMultipart(t.app, '/common/upload', [{ field: 'file', fileName: name, bytes }], {
        token: tokens.staff,
      });
      expect(body).toEqual({
        code: 500,
        msg: `The file "${name}" is not an accepted type; accepted: doc/docx/xls/xlsx/ppt/pptx/txt/pdf`,
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('takes one file on /common/upload and up to 5 on /common/uploads', async () => {
    const two = await postMultipart(
      t.app,
      '/common/upload',
      [
        { field: 'file', fileName: 'a.pdf', bytes: pdfBytes() },
        { field: 'file', fileName: 'b.pdf', bytes: pdfBytes() },
      ],
      { token: tokens.staff },
    );
    expect(two.msg).toBe('At most 1 files can be uploaded at a time');

    const many = await postMultipart(
      t.app,
      '/common/uploads',
      [
        { field: 'files', fileName: 'a.pdf', bytes: pdfBytes() },
        { field: 'files', fileName: 'b,c.txt', bytes: Buffer.from('b') },
      ],
      { token: tokens.staff },
    );
    expect(many.code).toBe(200);
    expect(String(many.urls).split(',')).toHaveLength(2);
    expect(String(many.fileNames)).toMatch(/\.pdf,\/profile\/upload\/.+\.txt$/);
    expect(many.originalFilenames).toBe('a.pdf,b,c.txt');

    const six = Array.from({ length: 6 }, (_, i) => ({
      field: 'files',
      fileName: `${i}.txt`,
      bytes: Buffer.from('x'),
    }));
    const tooMany = await postMultipart(t.app, '/common/uploads', six, { token: tokens.staff });
    expect(tooMany.msg).toBe('At most 5 files can be uploaded at a time');
  });

  it('refuses a document over 5 MB', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const body = await postMultipart(
      t.app,
      '/common/upload',
      [{ field: 'file', fileName: 'big.pdf', bytes: big }],
      {
        token: tokens.staff,
      },
    );
    expect(body).toEqual({ code: 500, msg: 'The file "big.pdf" is larger than 5 MB' });
  });
});
