import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { carInfo } from '../../../db/schema/car-info';
import { carLease } from '../../../db/schema/car-lease';
import { houseLease } from '../../../db/schema/house-lease';
import { houseRoom } from '../../../db/schema/house-room';
import { pactContract } from '../../../db/schema/pact';
import { jobFunctionOf } from '../../../services/jobs/job-functions';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { buildDocx } from './docx-fixture';
import { postMultipart } from './pact-test-helpers';

const { t, tokens } = useTestApp({ logins: ['admin'] });
let templateId: number;
let draftId: number;

const LAO = 'ສັນຍາເຊົ່າເຮືອນ ທ້າວ ສົມພອນ';
const CHINESE = '房屋租赁合同 张三';

beforeAll(async () => {
  const upload = await postMultipart(
    t,
    '/pact/templates/upload-and-create',
    [
      {
        name: 'file',
        value: buildDocx([
          `# ${LAO}`,
          CHINESE,
          'Tenant: {{tenantName}}, rent {{rent}} at {{houseAddress}}',
          'Witness: {{witness}}',
        ]),
        fileName: 'Lease.docx',
      },
      { name: 'fileType', value: '1' },
    ],
    tokens.admin,
  );
  const data = upload.body.data as { id: number; contractId: number };
  templateId = data.id;
  draftId = data.contractId;
});

const post = (url: string, body: Record<string, unknown>, lang = 'en') =>
  call(t.app, 'POST', url, { token: tokens.admin, lang, body });

async function contract(id: number) {
  const [row] = await t.db.select().from(pactContract).where(eq(pactContract.id, id));
  if (!row) throw new Error(`no contract ${id}`);
  return row;
}

async function downloadText(id: number, lang = 'en') {
  const { response } = await call(t.app, 'GET', `/pact/contracts/${id}/download-docx`, {
    token: tokens.admin,
    lang,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('wordprocessingml.document');
  const { value } = await mammoth.extractRawText({ buffer: response.rawPayload });
  return { text: value, disposition: String(response.headers['content-disposition']) };
}

describe('Word both ways', () => {
  it('converts the uploaded .docx, and downloads the contract as a .docx whose text reads back intact', async () => {
    const draft = await contract(draftId);
    expect(draft.instanceContent).toContain(`<h1>${LAO}</h1>`);
    const { text, disposition } = await downloadText(draftId);
    expect(text).toContain(LAO);
    expect(text).toContain(CHINESE);
    expect(text).toContain('{{tenantName}}');
    expect(disposition).toContain(`contract word_${draftId}.docx`);
    const zh = await downloadText(draftId, 'zh');
    expect(decodeURIComponent(zh.disposition)).toContain(`合同word_${draftId}.docx`);
  });

  it('refuses a download without a login', async () => {
    const { body } = await call(t.app, 'GET', `/pact/contracts/${draftId}/download-docx`);
    expect(body.code).toBe(401);
  });
});

describe('saving and generating', () => {
  it('saves a draft with its title trimmed and its HTML sanitised', async () => {
    const { body } = await post('/pact/contracts/updateContent', {
      id: draftId,
      contractTitle: '  Villa lease 2026  ',
      instanceContent: `<p onclick="steal()">${LAO}</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`,
    });
    expect(body).toMatchObject({ code: 200, data: { id: draftId, type: 1 } });
    const row = await contract(draftId);
    expect(row.contractTitle).toBe('Villa lease 2026');
    expect(row.instanceContent).toContain(LAO);
    expect(row.instanceContent).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('keeps an HTML-only contract (made before contracts kept a .docx) on its HTML, sanitised', async () => {
    const [old] = await t.db
      .insert(pactContract)
      .values({ contractTitle: 'Old lease', instanceContent: '<p>old</p>', status: 0, createBy: 'admin' })
      .returning({ id: pactContract.id });
    const id = old?.id ?? 0;
    const { body } = await post('/pact/contracts/updateContent', {
      id,
      contractTitle: 'Old lease',
      instanceContent: `<ul><li>one<ul><li>${LAO}</li></ul></li></ul><script>alert(1)</script>`,
    });
    expect(body.code).toBe(200);
    const row = await contract(id);
    expect(row.docxFile).toBeNull();
    expect(row.instanceContent).toBe(`<ul><li>one<ul><li>${LAO}</li></ul></li></ul>`);
    const { text } = await downloadText(id);
    expect(text).toContain(LAO);
  });

  it('refuses a blank title beside its field and saves nothing', async () => {
    const before = await contract(draftId);
    const { body } = await post('/pact/contracts/updateContent', {
      id: draftId,
      contractTitle: '   ',
      instanceContent: '<p>lost?</p>',
    });
    expect(body.code).toBe(500);
    expect(body.fieldErrors).toEqual([{ field: 'contractTitle', message: 'Enter a contract title' }]);
    expect((await contract(draftId)).instanceContent).toBe(before.instanceContent);
    const tooLong = await post('/pact/contracts/updateContent', {
      id: draftId,
      contractTitle: 'x'.repeat(121),
      instanceContent: '<p>long</p>',
    });
    expect(tooLong.body.code).toBe(500);
    expect(tooLong.body.fieldErrors).toEqual([expect.objectContaining({ field: 'contractTitle' })]);
  });

  it('generates a contract from a template (addcontent): a new draft of the template type', async () => {
    const { body } = await post('/pact/contracts/addcontent', {
      id: templateId,
      contractTitle: 'Generated lease',
      instanceContent: '<p>Generated <b>body</b></p><iframe src="https://evil.example"></iframe>',
    });
    expect(body.code).toBe(200);
    const id = (body.data as { id: number }).id;
    const row = await contract(id);
    expect(row).toMatchObject({ status: 0, templateId, type: 1, contractTitle: 'Generated lease' });
    // Made from the contract's own .docx: the template with the edit applied, nothing else.
    expect(row.docxFile).toMatch(/^pact\/contracts\/[0-9a-f-]{36}\.docx$/);
    expect(row.instanceContent).toContain('Generated <strong>body</strong>');
    expect(row.instanceContent).not.toMatch(/iframe|evil|Witness/);
    const missing = await post('/pact/contracts/addcontent', {
      id: 999_999,
      contractTitle: 'Nope',
      instanceContent: '<p>x</p>',
    });
    expect(missing.body).toMatchObject({ code: 500, msg: 'The template does not exist' });
  });

  it('refuses values too long or too many, naming the field, and generates nothing', async () => {
    const count = async () => (await post('/pact/contracts', { pageSize: 1 })).body.total;
    const before = await count();
    const long = await post('/pact/contracts/addcontent', {
      id: templateId,
      contractTitle: 'Too long',
      instanceContent: '<p>x</p>',
      values: { tenantName: 'x'.repeat(2001) },
    });
    expect(long.body.code).toBe(500);
    expect(long.body.msg).toContain('2000');
    const badName = await post('/pact/contracts/addcontent', {
      id: templateId,
      contractTitle: 'Bad name',
      instanceContent: '<p>x</p>',
      values: { ['n'.repeat(65)]: 'x' },
    });
    expect(badName.body).toEqual({ code: 500, msg: 'Too many values, or a name or value too long' });
    expect(await count()).toBe(before);
  });

  it('drops remote images before making the Word file (the converter would fetch them)', async () => {
    const { body } = await post('/pact/contracts/addcontent', {
      id: templateId,
      contractTitle: 'With image',
      instanceContent: '<p>Photo</p><img src="http://169.254.169.254/latest/meta-data">',
    });
    const { text } = await downloadText((body.data as { id: number }).id);
    expect(text).toContain('Photo');
  });
});

describe('statuses', () => {
  let id: number;
  beforeAll(async () => {
    const { body } = await post('/pact/contracts/addcontent', {
      id: templateId,
      contractTitle: 'To sign',
      instanceContent: '<p>sign me</p>',
    });
    id = (body.data as { id: number }).id;
  });

  it('refuses an end date before today', async () => {
    const { body } = await call(t.app, 'PUT', `/pact/contracts/${id}/sign`, {
      token: tokens.admin,
      lang: 'en',
      body: { endDate: '2000-01-01' },
    });
    expect(body.fieldErrors).toEqual([{ field: 'endDate', message: 'The end date cannot be before today' }]);
    expect((await contract(id)).status).toBe(0);
  });

  it('signs a draft (who, when, end date), then refuses to edit or sign it again', async () => {
    const { body } = await call(t.app, 'PUT', `/pact/contracts/${id}/sign`, {
      token: tokens.admin,
      lang: 'en',
      body: { endDate: '2099-12-31' },
    });
    expect(body.code).toBe(200);
    const row = await contract(id);
    expect(row).toMatchObject({ status: 1, signedBy: 'admin', endDate: '2099-12-31' });
    expect(row.signedAt).toBeInstanceOf(Date);
    const edit = await post('/pact/contracts/updateContent', {
      id,
      contractTitle: 'Changed',
      instanceContent: '<p>changed</p>',
    });
    expect(edit.body.msg).toMatch(/cannot be changed/);
    expect((await contract(id)).instanceContent).toContain('sign me');
    expect((await contract(id)).instanceContent).not.toContain('changed');
    const again = await call(t.app, 'PUT', `/pact/contracts/${id}/sign`, {
      token: tokens.admin,
      lang: 'en',
      body: {},
    });
    expect(again.body.msg).toBe('Only a draft contract can be signed');
  });

  it('makes a new version of a signed contract as a new draft, and not of a draft', async () => {
    const { body } = await post(`/pact/contracts/${id}/new-version`, {});
    expect(body.code).toBe(200);
    const copy = await contract((body.data as { id: number }).id);
    const signed = await contract(id);
    expect(copy).toMatchObject({
      status: 0,
      previousId: id,
      instanceContent: signed.instanceContent,
      signedBy: null,
    });
    // Its own copy of the Word document, byte for byte.
    expect(copy.docxFile).not.toBe(signed.docxFile);
    const stored = (name: string | null) => fs.readFile(path.join(t.config.uploadDir, String(name)));
    expect((await stored(copy.docxFile)).equals(await stored(signed.docxFile))).toBe(true);
    const ofDraft = await post(`/pact/contracts/${copy.id}/new-version`, {});
    expect(ofDraft.body.code).toBe(500);
  });

  it('expires signed contracts after their end date by the scheduled job function', async () => {
    await t.db.update(pactContract).set({ endDate: '2026-03-01' }).where(eq(pactContract.id, id));
    const run = jobFunctionOf('pact.expireContracts');
    if (!run) throw new Error('job function not registered');
    const context = { db: t.db, mailer: t.app.mailer, log: t.app.log };
    expect(await run({ ...context, now: new Date(2026, 2, 1, 12) })).toBe('0 contracts expired');
    expect((await contract(id)).status).toBe(1);
    expect(await run({ ...context, now: new Date(2026, 2, 2, 0, 5) })).toBe('1 contracts expired');
    expect((await contract(id)).status).toBe(2);
  });
});

describe('placeholders filled from data', () => {
  it('fills a template from a house lease, leaving unknown placeholders visible', async () => {
    const [room] = await t.db
      .insert(houseRoom)
      .values({
        houseCode: 'PACT-T1',
        name: 'Villa Dongdok',
        houseNumber: '12',
        location: 'Dongdok',
        region: 'Vientiane',
      })
      .returning({ id: houseRoom.id });
    const [lease] = await t.db
      .insert(houseLease)
      .values({
        roomId: room?.id ?? 0,
        tenantName: 'Somphone <b>',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        rent: 4500000,
        currency: 'LAK',
      })
      .returning({ id: houseLease.id });
    const sources = await call(t.app, 'GET', '/pact/fill-sources', {
      token: tokens.admin,
      query: { kind: 'houseLease', keyword: 'somph' },
    });
    expect(sources.body.data).toEqual([expect.objectContaining({ id: lease?.id })]);
    const { body } = await call(t.app, 'GET', `/pact/templates/${templateId}/fill`, {
      token: tokens.admin,
      query: { kind: 'houseLease', sourceId: String(lease?.id) },
    });
    const data = body.data as { html: string; unfilled: string[] };
    expect(data.html).toContain('Tenant: Somphone &#60;b&#62;, rent 4,500,000 LAK at 12, Dongdok, Vientiane');
    expect(data.html).toContain('{{witness}}');
    expect(data.unfilled).toEqual(['witness']);
  });

  it('fills a plate number from a car lease, and says when the lease does not exist', async () => {
    const [car] = await t.db
      .insert(carInfo)
      .values({ plateNumber: 'ກກ 1234', brand: 'Toyota', model: 'Vios', vehicleType: 'sedan' })
      .returning({ id: carInfo.id });
    const [lease] = await t.db
      .insert(carLease)
      .values({
        carId: car?.id ?? 0,
        leaseOrderNumber: 'PACT-CL-1',
        customerName: 'Noy',
        plateNumber: 'ກກ 1234',
      })
      .returning({ id: carLease.id });
    const { body } = await post('/pact/contracts/addcontent', {
      id: templateId,
      contractTitle: 'Plate',
      instanceContent: '<p>{{plateNumber}}</p>',
    });
    expect(body.code).toBe(200);
    const filled = await call(t.app, 'GET', `/pact/templates/${templateId}/fill`, {
      token: tokens.admin,
      query: { kind: 'carLease', sourceId: String(lease?.id) },
    });
    expect((filled.body.data as { html: string }).html).toContain('Tenant: Noy');
    const missing = await call(t.app, 'GET', `/pact/templates/${templateId}/fill`, {
      token: tokens.admin,
      lang: 'en',
      query: { kind: 'customer', sourceId: '999999' },
    });
    expect(missing.body.msg).toBe('The lease, customer, house or car does not exist');
  });
});

describe('access and share links', () => {
  it('answers 401 for a contract by numeric id without a login', async () => {
    const { body } = await call(t.app, 'GET', `/pact/contracts/${draftId}`);
    expect(body).toMatchObject({ code: 401 });
    expect(body.data).toBeUndefined();
    const open = await call(t.app, 'GET', `/public/contract/${draftId}`);
    expect(open.body.code).toBe(404);
  });

  it('opens a shared contract read-only by its token, and no longer once revoked', async () => {
    const { body } = await post(`/pact/contracts/${draftId}/share`, {});
    const token = (body.data as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await contract(draftId)).shareTokenHash).not.toBe(token);
    const shared = await call(t.app, 'GET', `/public/contract/${token}`);
    expect(shared.body.data).toMatchObject({ contractTitle: 'Villa lease 2026', status: 0 });
    expect(Object.keys(shared.body.data as object).sort()).toEqual(
      ['contractTitle', 'endDate', 'hasDocx', 'instanceContent', 'signedAt', 'status'].sort(),
    );
    const listed = await post('/pact/contracts', { contractTitle: 'Villa lease 2026' });
    expect(listed.body.rows).toEqual([expect.objectContaining({ id: draftId, shared: true })]);
    const revoked = await call(t.app, 'DELETE', `/pact/contracts/${draftId}/share`, { token: tokens.admin });
    expect(revoked.body.code).toBe(200);
    const after = await call(t.app, 'GET', `/public/contract/${token}`, { lang: 'en' });
    expect(after.body).toMatchObject({
      code: 404,
      msg: 'This link does not open a contract: it may have been revoked',
    });
  });
});

describe('contract list filters', () => {
  it('filters by template and creation dates', async () => {
    const byTemplate = await post('/pact/contracts', { templateId, pageSize: 100 });
    const rows = byTemplate.body.rows as Array<{ template: { id: number } | null }>;
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((row) => row.template?.id === templateId)).toBe(true);
    const future = await post('/pact/contracts', { params: { beginTime: '2099-01-01' } });
    expect(future.body.total).toBe(0);
  });
});
