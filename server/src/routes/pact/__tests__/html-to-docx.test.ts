import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { PNG } from 'pngjs';
import { assertSafeDocx } from '../../../services/docx/safe-zip';
import { inspectDocx } from '../../../testing/docx-inspect';
import { convertHtmlToDocx } from '../html-to-docx';

function pngBytes(): Buffer {
  const png = new PNG({ width: 4, height: 3 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

const partText = (docx: Buffer, name: string) => new PizZip(docx).file(name)?.asText() ?? '';
const mediaFiles = (docx: Buffer) =>
  Object.values(new PizZip(docx).files).filter((file) => file.name.startsWith('word/media/') && !file.dir);

describe('convertHtmlToDocx (contracts kept as HTML)', () => {
  let server: http.Server;
  let origin: string;
  const hits: string[] = [];
  let uploadDir: string;
  let storedPath: string;
  const stored = pngBytes();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(stored);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-to-docx-'));
    const relative = `2026/11/25/${randomUUID()}.png`;
    await fs.mkdir(path.join(uploadDir, '2026/11/25'), { recursive: true });
    await fs.writeFile(path.join(uploadDir, relative), stored);
    storedPath = `/profile/upload/${relative}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(uploadDir, { recursive: true, force: true });
  });

  it('never fetches an address, whatever the image tags say', async () => {
    const html = [
      `<p>before<img title=" src=data:image/png" src="${origin}/smuggled"></p>`,
      `<p><img src="${origin}/plain.png"><img src="//127.0.0.1:${new URL(origin).port}/relative-scheme.png"></p>`,
      `<p><img src='${origin}/single-quoted.png' alt="x"><img SRC=${origin}/upper.png></p>`,
      `<p><img src="${origin}/profile/upload/2026/11/25/${randomUUID()}.png"></p>`,
      `<p><img src="/profile/upload/../../../etc/passwd"><img data-href="${origin}/link" src="${origin}/linked.png"></p>`,
      `<p style="background-image:url(${origin}/bg.png)"><a href="${origin}/anchor">a link</a></p>`,
    ].join('');
    const docx = await convertHtmlToDocx(html, 'SSRF', uploadDir);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hits).toEqual([]);
    expect(inspectDocx(docx).images).toEqual([]);
    expect(inspectDocx(docx).paragraphs.join(' ')).toContain('a link');
  });

  it('embeds data URIs and our stored images read from disk (path or full address)', async () => {
    const dataUri = `data:image/png;base64,${pngBytes().toString('base64')}`;
    const html = `<p><img src="${dataUri}"></p><p><img src="${storedPath}"></p><p><img src="${origin}${storedPath}"></p>`;
    const docx = await convertHtmlToDocx(html, 'Images', uploadDir);
    expect(hits).toEqual([]);
    expect(inspectDocx(docx).images).toHaveLength(3);
    for (const file of mediaFiles(docx)) expect(Buffer.from(file.asNodeBuffer()).equals(stored)).toBe(true);
  });

  it('drops stored images when no upload folder is given', async () => {
    const docx = await convertHtmlToDocx(`<p>x<img src="${storedPath}"></p>`, 'No folder');
    expect(inspectDocx(docx).images).toEqual([]);
  });

  it('makes A4 pages with the section properties last in the body', async () => {
    const docx = await convertHtmlToDocx('<p>ສັນຍາ</p>', 'A4');
    expect(inspectDocx(docx).sections).toMatchObject([
      { width: 11906, height: 16838, orientation: 'portrait' },
    ]);
    expect(partText(docx, 'word/document.xml')).toMatch(/<\/w:sectPr>\s*<\/w:body>/);
  });

  it('writes complex-script bold and italic beside every bold and italic, and Lao/Chinese fonts', async () => {
    const html =
      '<h1>ຫົວຂໍ້</h1><p><strong>ຜູ້ເຊົ່າ</strong> <em>ຜູ້ໃຫ້ເຊົ່າ</em> <b><i>中文</i></b> <u>u</u></p>' +
      '<table><tr><td><strong>ໃນຕາລາງ</strong></td></tr></table>';
    const docx = await convertHtmlToDocx(html, 'Marks');
    const { marks } = inspectDocx(docx);
    expect(marks.b).toBeGreaterThanOrEqual(3);
    expect(marks.bCs).toBe(marks.b);
    expect(marks.i).toBeGreaterThanOrEqual(2);
    expect(marks.iCs).toBe(marks.i);
    expect(marks.u).toBe(1);
    const styles = partText(docx, 'word/styles.xml');
    for (const bold of styles.match(/<w:rPr>[\s\S]*?<\/w:rPr>/g)?.filter((rPr) => /<w:b\/>/.test(rPr)) ??
      []) {
      expect(bold).toContain('<w:bCs/>');
    }
    const defaults = /<w:rPrDefault>[\s\S]*?<\/w:rPrDefault>/.exec(styles)?.[0] ?? '';
    expect(defaults).toContain('w:cs="Phetsarath OT"');
    expect(defaults).toContain('w:eastAsia="SimSun"');
    expect(defaults).not.toMatch(/cstheme|eastAsiaTheme/);
    expect(defaults).toContain('w:bidi="lo-LA"');
    expect(partText(docx, 'word/fontTable.xml')).toMatch(
      /w:name="Phetsarath OT"><w:altName w:val="Noto Sans Lao"\/>/,
    );
  });

  it('escapes the title into the document properties', async () => {
    const title = 'ສັນຍາ <A-12> & "B" </dc:title>';
    const docx = await convertHtmlToDocx('<p>x</p>', title);
    expect(inspectDocx(docx).title).toBe(title);
    await expect(assertSafeDocx(docx)).resolves.toBeUndefined();
  });
});
