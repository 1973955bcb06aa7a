import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pactContract, pactTemplate } from '../../../db/schema/pact';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { buildDocx, zip } from './docx-fixture';
import { postMultipart } from './pact-test-helpers';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const UPLOAD = '/pact/templates/upload-and-create';

const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { outsider: ['driver', 'vehicle_staff'] },
});

function uploadDocx(fileName: string, bytes: Buffer, token = tokens.admin, fileType = '1', lang = 'en') {
  return postMultipart(
    t,
    UPLOAD,
    [
      { name: 'file', value: bytes, fileName, contentType: DOCX },
      { name: 'fileType', value: fileType },
    ],
    token,
    lang,
  );
}

describe('permissions', () => {
  it('answers 401 without a token and 403 without the pact permissions', async () => {
    const docx = buildDocx(['x']);
    expect((await uploadDocx('a.docx', docx, '')).body.code).toBe(401);
    expect((await uploadDocx('a.docx', docx, tokens.outsider)).body.code).toBe(403);
    expect(
      (await call(t.app, 'POST', '/pact/templates', { token: tokens.outsider, body: {} })).body.code,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/pact/templates/1', { token: tokens.outsider })).body.code).toBe(403);
    expect(
      (await call(t.app, 'DELETE', '/pact/deleteTemplate/1', { token: tokens.outsider })).body.code,
    ).toBe(403);
    expect((await call(t.app, 'POST', '/pact/templates', { body: {} })).body.code).toBe(401);
  });
});

describe('POST /pact/templates/upload-and-create', () => {
  it('converts the .docx, stores the template and creates a draft contract from it', async () => {
    const docx = buildDocx(['# House lease agreement', 'Landlord: {{landlord}}', 'Tenant: {{tenant}}']);
    const { status, body } = await uploadDocx('ສັນຍາເຊົ່າເຮືອນ.docx', docx, tokens.staff);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('Template uploaded and draft contract created');
    const data = body.data as { id: number; templateName: string; contractId: number };
    expect(data.templateName).toBe('ສັນຍາເຊົ່າເຮືອນ');

    const detail = await call(t.app, 'GET', `/pact/templates/${data.id}`, { token: tokens.staff });
    expect(detail.body.code).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: data.id,
      templateName: 'ສັນຍາເຊົ່າເຮືອນ',
      type: 1,
      createBy: 'staff',
      placeholders: ['landlord', 'tenant'],
    });
    const content = (detail.body.data as { templateContent: string }).templateContent;
    expect(content).toContain('<h1>House lease agreement</h1>');
    expect(content).toContain('<p>Tenant: {{tenant}}</p>');

    const [contract] = await t.db.select().from(pactContract).where(eq(pactContract.id, data.contractId));
    expect(contract).toMatchObject({ status: 0, templateId: data.id, contractTitle: 'ສັນຍາເຊົ່າເຮືອນ', type: 1 });
    expect(contract?.instanceContent).toBe(content);

    // The original is kept under a generated name in the storage folder.
    const [row] = await t.db.select().from(pactTemplate).where(eq(pactTemplate.id, data.id));
    expect(row?.fileName).toMatch(/^pact\/[0-9a-f-]{36}\.docx$/);
    const stored = await fs.readFile(path.join(t.config.uploadDir, row?.fileName ?? ''));
    expect(stored.equals(docx)).toBe(true);
  });

  it('strips scripts from the converted document', async () => {
    const { body } = await uploadDocx('xss.docx', buildDocx(['<script>alert(1)</script>hello']));
    const id = (body.data as { id: number }).id;
    const detail = await call(t.app, 'GET', `/pact/templates/${id}`, { token: tokens.admin });
    const content = (detail.body.data as { templateContent: string }).templateContent;
    expect(content).not.toContain('<script');
    expect(content).toContain('&lt;script&gt;');
  });

  it('refuses a file whose name is not .docx', async () => {
    const { body } = await uploadDocx('contract.pdf', buildDocx(['x']));
    expect(body).toEqual({ code: 500, msg: 'Only Word (.docx) files can be uploaded' });
  });

  it('refuses a .docx name whose content is not a zip (magic bytes)', async () => {
    const { body } = await uploadDocx('fake.docx', Buffer.from('%PDF-1.7 not a word file'));
    expect(body).toEqual({ code: 500, msg: 'Only Word (.docx) files can be uploaded' });
  });

  it('refuses a zip that mammoth cannot read as a Word document', async () => {
    const { body } = await uploadDocx('other.docx', zip({ 'hello.txt': 'hi' }));
    expect(body.code).toBe(500);
    expect(body.msg).toBe('The Word document could not be read; save it again as .docx and retry');
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([buildDocx(['x']), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const { body } = await uploadDocx('big.docx', big);
    expect(body).toEqual({ code: 500, msg: 'The file cannot be larger than 5 MB' });
  });

  it('refuses two files, no file, and an unknown fileType; answers in the caller language', async () => {
    const docx = buildDocx(['x']);
    const two = await postMultipart(
      t,
      UPLOAD,
      [
        { name: 'file', value: docx, fileName: 'a.docx' },
        { name: 'file', value: docx, fileName: 'b.docx' },
      ],
      tokens.admin,
    );
    expect(two.body).toEqual({ code: 500, msg: 'Only one file can be uploaded at a time' });
    const none = await postMultipart(t, UPLOAD, [{ name: 'fileType', value: '1' }], tokens.admin);
    expect(none.body).toEqual({ code: 500, msg: 'Choose a Word (.docx) file to upload' });
    const badType = await uploadDocx('a.docx', docx, tokens.admin, '9');
    expect(badType.body.code).toBe(500);
    const lao = await uploadDocx('a.pdf', docx, tokens.admin, '1', 'lo');
    expect(lao.body.msg).toBe('ອັບໂຫຼດໄດ້ສະເພາະໄຟລ໌ Word (.docx) ເທົ່ານັ້ນ');
  });

  it('refuses a JSON body', async () => {
    const { body } = await call(t.app, 'POST', UPLOAD, { token: tokens.admin, body: { file: 'x' } });
    expect(body.code).toBe(500);
  });
});

describe('POST /pact/templates (list)', () => {
  beforeAll(async () => {
    await t.db.delete(pactTemplate);
    for (let i = 1; i <= 5; i += 1) await uploadDocx(`Template ${i}.docx`, buildDocx([`Body ${i}`]));
    await uploadDocx('Vehicle lease.docx', buildDocx(['car']), tokens.admin, '2');
  });

  it('pages templates of type 1, newest first, without their content', async () => {
    const first = await call(t.app, 'POST', '/pact/templates', {
      token: tokens.admin,
      body: { pageNum: 1, pageSize: 2, type: 1 },
    });
    expect(first.body.code).toBe(200);
    expect(first.body.total).toBe(5);
    const rows = first.body.rows as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.templateName)).toEqual(['Template 5', 'Template 4']);
    expect(rows[0]).not.toHaveProperty('templateContent');
    expect(rows[0]?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const third = await call(t.app, 'POST', '/pact/templates', {
      token: tokens.admin,
      body: { pageNum: 3, pageSize: 2, type: 1 },
    });
    expect((third.body.rows as unknown[]).length).toBe(1);

    const vehicle = await call(t.app, 'POST', '/pact/templates', { token: tokens.admin, body: { type: 2 } });
    expect(vehicle.body.total).toBe(1);
  });

  it('may be refreshed at once (not a duplicate submit) and validates its body', async () => {
    const body = { pageNum: 1, pageSize: 20, type: 1 };
    expect((await call(t.app, 'POST', '/pact/templates', { token: tokens.admin, body })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/pact/templates', { token: tokens.admin, body })).body.code).toBe(200);
    const bad = await call(t.app, 'POST', '/pact/templates', {
      token: tokens.admin,
      lang: 'en',
      body: { pageNum: 0 },
    });
    expect(bad.body.code).toBe(500);
    expect(bad.body.msg).toMatch(/^Invalid request/);
  });
});

describe('GET /pact/templates/:id and DELETE /pact/deleteTemplate/:ids', () => {
  it('answers an error for an unknown id', async () => {
    const { body } = await call(t.app, 'GET', '/pact/templates/999999', { token: tokens.admin, lang: 'en' });
    expect(body).toEqual({ code: 500, msg: 'The template does not exist' });
  });

  it('deletes one or several templates, keeps their contracts and removes the stored files', async () => {
    const a = (await uploadDocx('A.docx', buildDocx(['a']))).body.data as { id: number; contractId: number };
    const b = (await uploadDocx('B.docx', buildDocx(['b']))).body.data as { id: number; contractId: number };
    const c = (await uploadDocx('C.docx', buildDocx(['c']))).body.data as { id: number; contractId: number };
    const [stored] = await t.db.select().from(pactTemplate).where(eq(pactTemplate.id, a.id));

    expect(
      (await call(t.app, 'DELETE', `/pact/deleteTemplate/${a.id}`, { token: tokens.staff })).body.code,
    ).toBe(200);
    expect(
      (await call(t.app, 'DELETE', `/pact/deleteTemplate/${b.id},${c.id}`, { token: tokens.admin })).body
        .code,
    ).toBe(200);
    expect((await call(t.app, 'GET', `/pact/templates/${b.id}`, { token: tokens.admin })).body.code).toBe(
      500,
    );
    await expect(fs.access(path.join(t.config.uploadDir, stored?.fileName ?? 'x'))).rejects.toThrow();

    const [contract] = await t.db.select().from(pactContract).where(eq(pactContract.id, a.contractId));
    expect(contract?.templateId).toBeNull();
    expect(
      (await call(t.app, 'DELETE', `/pact/deleteTemplate/${a.id}`, { token: tokens.admin })).body.code,
    ).toBe(500);
  });

  it('validates the ids', async () => {
    const { body } = await call(t.app, 'DELETE', '/pact/deleteTemplate/1;drop', {
      token: tokens.admin,
      lang: 'en',
    });
    expect(body.code).toBe(500);
    expect(body.msg).toMatch(/^Invalid request/);
  });
});
