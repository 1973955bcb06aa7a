import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { houseCustomer } from '../../../db/schema/house-customer';
import { houseLease } from '../../../db/schema/house-lease';
import { houseRoom } from '../../../db/schema/house-room';
import { pactContract } from '../../../db/schema/pact';
import { sysConfig } from '../../../db/schema/sys-config';
import { buildContractCorpus, buildLaoLeaseTemplate } from '../../../testing/contract-corpus';
import { type DocxSummary, inspectDocx } from '../../../testing/docx-inspect';
import { insertId } from '../../../testing/insert-id';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { zipEntries } from '../../../testing/zip-archive';
import { postMultipart } from './pact-test-helpers';

/**
 * The whole life of a Word contract through the routes: upload a real-looking
 * template, generate it from a house lease and a customer (values filled inside the
 * .docx), edit one clause online, download, and compare the download with the
 * source: everything but the filled values and the edit must be as it was.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });
let leaseId: number;
let customerId: number;

const AGENCY = 'ບໍລິສັດ ລາວ ອະສັງຫາລິມະຊັບ ຈຳກັດ';

beforeAll(async () => {
  for (const [key, value] of [
    ['pact.agency.name', AGENCY],
    ['pact.agency.phone', '021 555 888'],
  ] as const) {
    await t.db.update(sysConfig).set({ configValue: value }).where(eq(sysConfig.configKey, key));
  }
  const [room] = await t.db
    .insert(houseRoom)
    .values({
      houseCode: 'RT-A12',
      name: 'ເຮືອນ A-12',
      houseNumber: 'A-12',
      location: 'ບ້ານໂພນສີນວນ',
      region: 'ນະຄອນຫຼວງວຽງຈັນ',
    })
    .returning({ id: houseRoom.id });
  leaseId = await insertId(t.db, houseLease, {
    roomId: room?.id ?? 0,
    tenantName: 'ນາງ ແກ້ວ ສີສຸວັນ',
    startDate: '2026-12-01',
    endDate: '2027-11-30',
    rent: 4500000,
    deposit: 9000000,
    currency: 'LAK',
  });
  customerId = await insertId(t.db, houseCustomer, {
    clientName: 'Kaew Sisouvanh',
    phoneNumber: '020 5555 0000',
    email: 'kaew@example.la',
  });
}, 60_000);

const post = (url: string, body: unknown, lang = 'en') =>
  call(t.app, 'POST', url, { token: tokens.admin, lang, body });
const get = (url: string) => call(t.app, 'GET', url, { token: tokens.admin, lang: 'en' });

async function upload(name: string, docx: Buffer) {
  const { body } = await postMultipart(
    t,
    '/pact/templates/upload-and-create',
    [
      { name: 'file', value: docx, fileName: `${name}.docx` },
      { name: 'fileType', value: '1' },
    ],
    tokens.admin,
  );
  return body;
}

async function contractRow(id: number) {
  const [row] = await t.db.select().from(pactContract).where(eq(pactContract.id, id));
  if (!row) throw new Error(`no contract ${id}`);
  return row;
}

/** `{{name}}` and `${name}` replaced as a filled contract holds them. */
function filledText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}|\$\{\s*([^{}]+?)\s*\}/g, (whole, a?: string, b?: string) => {
    const name = (a ?? b ?? '').trim();
    return values[name] ?? whole;
  });
}

/** What must survive generation and editing untouched: everything but the texts. */
function structure(summary: DocxSummary) {
  const tables = (list: DocxSummary['tables']): unknown =>
    list.map((table) => ({
      rows: table.rows,
      columns: table.columns,
      borders: table.borders,
      cells: table.cells.map((row) =>
        row.map((cell) => ({
          gridSpan: cell.gridSpan,
          vMerge: cell.vMerge,
          shading: cell.shading,
          bold: cell.bold,
          tables: tables(cell.tables),
        })),
      ),
    }));
  return {
    listItems: summary.listItems.map(({ numId, ilvl, format, levelText }) => ({
      numId,
      ilvl,
      format,
      levelText,
    })),
    tables: tables(summary.tables),
    tableCount: summary.tableCount,
    images: summary.images,
    pageFields: summary.pageFields,
    hyperlinks: summary.hyperlinks.map((link) => link.target),
    sections: summary.sections.map(({ width, height, orientation }) => ({ width, height, orientation })),
    pageBreaks: summary.pageBreaks,
    marks: {
      bCs: summary.marks.bCs,
      iCs: summary.marks.iCs,
      u: summary.marks.u,
      strike: summary.marks.strike,
    },
  };
}

interface Filled {
  html: string;
  values: Record<string, string>;
  unfilled: string[];
  placeholders: string[];
}

/** Upload -> fill from the lease and the customer -> generate: the new contract's id and the values. */
async function generate(name: string, source: Buffer) {
  const uploaded = await upload(name, source);
  expect(uploaded.code).toBe(200);
  const templateId = (uploaded.data as { id: number }).id;
  const fill = await post(`/pact/templates/${templateId}/fill`, {
    sources: [
      { kind: 'houseLease', id: leaseId },
      { kind: 'customer', id: customerId },
    ],
    values: { landlordName: 'ທ້າວ ສົມພອນ ວົງສະຫວັນ' },
  });
  expect(fill.body.code).toBe(200);
  const filled = fill.body.data as Filled;
  const generated = await post('/pact/contracts/addcontent', {
    id: templateId,
    contractTitle: `${name} <&> "lease"`,
    instanceContent: filled.html,
    values: filled.values,
  });
  expect(generated.body.code).toBe(200);
  return { templateId, contractId: (generated.body.data as { id: number }).id, filled };
}

async function download(id: number): Promise<Buffer> {
  const { response } = await get(`/pact/contracts/${id}/download-docx`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('wordprocessingml.document');
  return response.rawPayload;
}

describe('a Lao lease template: upload, generate, edit, download', () => {
  let source: Buffer;
  let generated: Awaited<ReturnType<typeof generate>>;

  beforeAll(async () => {
    source = await buildLaoLeaseTemplate();
    generated = await generate('ສັນຍາເຊົ່າເຮືອນ', source);
  }, 60_000);

  it('keeps the uploaded .docx as the template document, placeholders read from headers and footers too', async () => {
    const { response } = await get(`/pact/templates/${generated.templateId}/document`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(source)).toBe(true);
    expect(generated.filled.placeholders).toEqual(
      expect.arrayContaining(['tenantName', 'agencyName', 'agencyPhone']),
    );
    expect(generated.filled.unfilled).toEqual([]);
  });

  it('fills every placeholder inside the Word document, header and footer included, and keeps the look', async () => {
    const row = await contractRow(generated.contractId);
    expect(row.docxFile).toMatch(/^pact\/contracts\/[0-9a-f-]{36}\.docx$/);
    expect(row.fillValues).toMatchObject({ tenantName: 'ນາງ ແກ້ວ ສີສຸວັນ', agencyName: AGENCY });
    const before = inspectDocx(source);
    const after = inspectDocx(await download(generated.contractId));
    const values = generated.filled.values;
    expect(after.paragraphs).toEqual(before.paragraphs.map((text) => filledText(text, values)));
    expect(after.headers).toEqual(before.headers.map((text) => filledText(text, values)));
    expect(after.footers).toEqual(before.footers.map((text) => filledText(text, values)));
    expect(after.headers.join(' ')).toContain(AGENCY);
    expect(JSON.stringify(after)).not.toMatch(/\{\{|\$\{/);
    expect(structure(after)).toEqual(structure(before));
    // The title with <, & and quotes is in the properties, escaped, and reads back.
    expect(after.title).toBe('ສັນຍາເຊົ່າເຮືອນ <&> "lease"');
  });

  it('opening and saving without typing changes nothing: the same .docx bytes and HTML', async () => {
    const row = await contractRow(generated.contractId);
    const bytes = await fs.readFile(path.join(t.config.uploadDir, String(row.docxFile)));
    const saved = await post('/pact/contracts/updateContent', {
      id: row.id,
      contractTitle: row.contractTitle,
      instanceContent: row.instanceContent,
    });
    expect(saved.body.code).toBe(200);
    const after = await contractRow(row.id);
    expect(after.docxFile).toBe(row.docxFile);
    expect(after.instanceContent).toBe(row.instanceContent);
    expect((await fs.readFile(path.join(t.config.uploadDir, String(after.docxFile)))).equals(bytes)).toBe(
      true,
    );
  });

  it('an online edit of one clause reaches the download, and nothing else moves', async () => {
    const row = await contractRow(generated.contractId);
    const before = inspectDocx(await download(row.id));
    const tenant = 'ນາງ ແກ້ວ ສີສຸວັນ';
    const target = before.paragraphs.find((text) => text.includes(tenant) && !text.includes('\n'));
    if (!target) throw new Error('no paragraph naming the tenant');
    const edited = row.instanceContent.replace(tenant, `${tenant} (ແກ້ໄຂ)`);
    expect(edited).not.toBe(row.instanceContent);
    const saved = await post('/pact/contracts/updateContent', {
      id: row.id,
      contractTitle: row.contractTitle,
      instanceContent: edited,
    });
    expect(saved.body.code).toBe(200);
    const now = await contractRow(row.id);
    expect(now.docxFile).not.toBe(row.docxFile);
    // The old file is gone once the new one is in place.
    await expect(fs.access(path.join(t.config.uploadDir, String(row.docxFile)))).rejects.toThrow();
    expect(now.instanceContent).toContain(`${tenant} (ແກ້ໄຂ)`);
    const after = inspectDocx(await download(row.id));
    expect(after.paragraphs).toEqual(
      before.paragraphs.map((text) => (text === target ? text.replace(tenant, `${tenant} (ແກ້ໄຂ)`) : text)),
    );
    expect(after.headers).toEqual(before.headers);
    expect(after.footers).toEqual(before.footers);
    expect(structure(after)).toEqual(structure(before));
  });

  it('serves the contract document inline, never cached, and deleting the contract removes its file', async () => {
    const copy = await post('/pact/contracts/addcontent', {
      id: generated.templateId,
      contractTitle: 'To delete',
      instanceContent: generated.filled.html,
      values: generated.filled.values,
    });
    const id = (copy.body.data as { id: number }).id;
    const { response } = await get(`/pact/contracts/${id}/document`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(inspectDocx(response.rawPayload).headers.join(' ')).toContain(AGENCY);
    const file = path.join(t.config.uploadDir, String((await contractRow(id)).docxFile));
    await fs.access(file);
    expect(
      (await call(t.app, 'DELETE', `/pact/deleteInstance/${id}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    await expect(fs.access(file)).rejects.toThrow();
  });
});

describe('every corpus contract round-trips', () => {
  let corpus: Array<{ name: string; docx: Buffer }>;
  beforeAll(async () => {
    corpus = await buildContractCorpus();
  }, 60_000);

  it('generates, saves unchanged and downloads each with its structure and every value filled', async () => {
    expect(corpus.length).toBe(11);
    for (const { name, docx } of corpus) {
      const { contractId, filled } = await generate(name, docx);
      const row = await contractRow(contractId);
      const resave = await post('/pact/contracts/updateContent', {
        id: contractId,
        contractTitle: row.contractTitle,
        instanceContent: row.instanceContent,
      });
      expect(resave.body.code).toBe(200);
      expect((await contractRow(contractId)).docxFile).toBe(row.docxFile);
      const before = inspectDocx(docx);
      const after = inspectDocx(await download(contractId));
      expect({ name, paragraphs: after.paragraphs }).toEqual({
        name,
        paragraphs: before.paragraphs.map((text) => filledText(text, filled.values)),
      });
      expect({ name, structure: structure(after) }).toEqual({ name, structure: structure(before) });
      expect(after.headers).toEqual(before.headers.map((text) => filledText(text, filled.values)));
    }
  }, 120_000);
});

/** A .docx-looking zip whose document.xml inflates to `megabytes` of zeros while declaring `declared` bytes. */
function zipBomb(megabytes: number, declared: number): Buffer {
  const contentTypes =
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
  return zipEntries(
    [
      { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
      { name: 'word/document.xml', data: Buffer.alloc(megabytes * 1024 * 1024), declaredSize: declared },
    ],
    'deflate',
  );
}

describe('hostile uploads', () => {
  it('refuses a zip bomb fast with a translated message, stores nothing, and other requests keep answering', async () => {
    const templatesBefore = await post('/pact/templates', { pageSize: 1 });
    // 200 MB of zeros declared as 10 KB: only inflating it shows what it is.
    const bomb = zipBomb(200, 10_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const refusing = upload('bomb', bomb).then((body) => ({ body, ms: Date.now() - started }));
    const other = get('/pact/contracts/0').then(() => Date.now() - started);
    const [{ body, ms }, otherMs] = await Promise.all([refusing, other]);
    expect(body).toEqual({
      code: 500,
      msg: 'This Word document cannot be accepted: it is damaged or built to overload the server',
    });
    expect(ms).toBeLessThan(1000);
    expect(otherMs).toBeLessThan(1000);
    const zh = await postMultipart(
      t,
      '/pact/templates/upload-and-create',
      // This one says what it is: 200 MB declared in its directory.
      [{ name: 'file', value: zipBomb(1, 200 * 1024 * 1024), fileName: 'bomb.docx' }],
      tokens.admin,
      'zh',
    );
    expect(zh.body.msg).toBe('无法接受该 Word 文档：文件已损坏或被构造为使服务器过载');
    expect((await post('/pact/templates', { pageSize: 1 })).body.total).toBe(templatesBefore.body.total);
  }, 30_000);
});
