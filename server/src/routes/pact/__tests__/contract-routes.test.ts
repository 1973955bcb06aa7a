import { pactContract } from '../../../db/schema/pact';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { buildDocx } from './docx-fixture';
import { postMultipart } from './pact-test-helpers';

const { t, tokens } = useTestApp({ logins: ['admin'], newUsers: { outsider: ['driver', 'vehicle_staff'] } });
let draftId: number;
let templateId: number;

beforeAll(async () => {
  const upload = await postMultipart(
    t,
    '/pact/templates/upload-and-create',
    [
      { name: 'file', value: buildDocx(['Villa lease', 'Rent: {{rent}}']), fileName: 'Villa lease.docx' },
      { name: 'fileType', value: '1' },
    ],
    tokens.admin,
  );
  const data = upload.body.data as { id: number; contractId: number };
  draftId = data.contractId;
  templateId = data.id;
  await t.db.insert(pactContract).values([
    { contractTitle: 'Shop lease Sisattanak', instanceContent: '<p>shop</p>', status: 1, createBy: 'admin' },
    { contractTitle: 'Apartment lease 2023', instanceContent: '<p>old</p>', status: 2, createBy: 'admin' },
    {
      contractTitle: 'Car lease 50%_off',
      instanceContent: '<p>car</p>',
      status: 1,
      type: 2,
      createBy: 'admin',
    },
  ]);
});

const list = (body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, 'POST', '/pact/contracts', { token, lang: 'en', body });

describe('POST /pact/contracts', () => {
  it('pages every contract, newest first, with its template and status', async () => {
    const { body } = await list({ pageNum: 1, pageSize: 2 });
    expect(body.code).toBe(200);
    expect(body.total).toBe(4);
    expect((body.rows as unknown[]).length).toBe(2);
    const all = (await list({ pageNum: 1, pageSize: 20 })).body.rows as Array<Record<string, unknown>>;
    const draft = all.find((row) => row.id === draftId);
    expect(draft).toMatchObject({
      contractTitle: 'Villa lease',
      status: 0,
      template: { id: templateId, templateName: 'Villa lease' },
    });
    expect(draft?.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(draft).not.toHaveProperty('instanceContent');
    expect(all.find((row) => row.contractTitle === 'Shop lease Sisattanak')?.template).toBeNull();
  });

  it('searches by title (literally) and filters by status and type', async () => {
    const byTitle = (await list({ contractTitle: ' lease 2023 ' })).body.rows as Array<{
      contractTitle: string;
    }>;
    expect(byTitle.map((row) => row.contractTitle)).toEqual(['Apartment lease 2023']);
    const literal = (await list({ contractTitle: '50%_' })).body.rows as Array<{ contractTitle: string }>;
    expect(literal.map((row) => row.contractTitle)).toEqual(['Car lease 50%_off']);
    expect((await list({ contractTitle: '%' })).body.total).toBe(1);
    expect((await list({ status: 1 })).body.total).toBe(2);
    expect((await list({ status: 0 })).body.total).toBe(1);
    expect((await list({ type: 2 })).body.total).toBe(1);
    const bad = await list({ status: 7 });
    expect(bad.body.code).toBe(500);
  });

  it('needs pact:contract:list', async () => {
    expect((await list({}, tokens.outsider)).body.code).toBe(403);
    expect((await call(t.app, 'POST', '/pact/contracts', { body: {} })).body.code).toBe(401);
  });
});

describe('GET /pact/contracts/:id', () => {
  it('answers the contract with its HTML', async () => {
    const { body } = await call(t.app, 'GET', `/pact/contracts/${draftId}`, { token: tokens.admin });
    expect(body.code).toBe(200);
    const data = body.data as { instanceContent: string; status: number };
    expect(data.status).toBe(0);
    expect(data.instanceContent).toContain('<p>Rent: {{rent}}</p>');
  });

  it('answers an error for an unknown id and 403 without pact:contract:query', async () => {
    expect(
      (await call(t.app, 'GET', '/pact/contracts/424242', { token: tokens.admin, lang: 'en' })).body,
    ).toEqual({
      code: 500,
      msg: 'The contract does not exist',
    });
    expect(
      (await call(t.app, 'GET', `/pact/contracts/${draftId}`, { token: tokens.outsider })).body.code,
    ).toBe(403);
  });
});

describe('DELETE /pact/deleteInstance/:id', () => {
  it('needs pact:contract:remove, then deletes', async () => {
    expect(
      (await call(t.app, 'DELETE', `/pact/deleteInstance/${draftId}`, { token: tokens.outsider })).body.code,
    ).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/pact/deleteInstance/${draftId}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    expect((await call(t.app, 'GET', `/pact/contracts/${draftId}`, { token: tokens.admin })).body.code).toBe(
      500,
    );
    expect(
      (await call(t.app, 'DELETE', `/pact/deleteInstance/${draftId}`, { token: tokens.admin })).body.code,
    ).toBe(500);
    // the template stays
    expect(
      (await call(t.app, 'GET', `/pact/templates/${templateId}`, { token: tokens.admin })).body.code,
    ).toBe(200);
  });

  it('validates the id', async () => {
    expect((await call(t.app, 'DELETE', '/pact/deleteInstance/abc', { token: tokens.admin })).body.code).toBe(
      500,
    );
  });
});
