import ExcelJS from 'exceljs';
import { postExport } from '../../../testing/export-request';
import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// staff: the seeded ordinary user (role common), every house permission;
// outsider: a user whose only role (vehicle_staff) has no village permission.
const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { outsider: ['driver', 'vehicle_staff'] },
});

interface Village {
  id: number;
  name: string;
  area: number | null;
  year: string | null;
  buildingType: string | null;
  greeningRate: number | null;
  introduction: string | null;
  remark: string | null;
  createBy: string;
  createTime: string;
  updateBy: string;
}

const en = { lang: 'en' };

async function add(body: Record<string, unknown>, token = tokens.admin): Promise<Envelope> {
  return (await call(t.app, 'POST', '/system/houseVillage', { token, ...en, body })).body;
}

interface VillageList {
  code: number;
  msg: string;
  rows: Village[];
  total: number;
}

async function list(query: Record<string, string> = {}, token = tokens.admin): Promise<VillageList> {
  const { body } = await call(t.app, 'GET', '/system/houseVillage/list', { token, ...en, query });
  return body as unknown as VillageList;
}

function exportVillages(form: Record<string, string>, token = tokens.admin, lang = 'en') {
  return postExport(t.app, '/system/houseVillage/export', { token, lang, form });
}

describe('villages: permissions', () => {
  it('answers 401 without a session and 403 without the house:village permissions', async () => {
    expect((await call(t.app, 'GET', '/system/houseVillage/list')).body.code).toBe(401);
    const body = { name: 'x' };
    const attempts = [
      call(t.app, 'GET', '/system/houseVillage/list', { token: tokens.outsider }),
      call(t.app, 'GET', '/system/houseVillage/selectAll', { token: tokens.outsider }),
      call(t.app, 'GET', '/system/houseVillage/1', { token: tokens.outsider }),
      call(t.app, 'POST', '/system/houseVillage', { token: tokens.outsider, body }),
      call(t.app, 'PUT', '/system/houseVillage', { token: tokens.outsider, body: { ...body, id: 1 } }),
      call(t.app, 'DELETE', '/system/houseVillage/1', { token: tokens.outsider }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(403);
    const exported = await exportVillages({}, tokens.outsider);
    expect(exported.json()).toMatchObject({ code: 403 });
    // Nothing was written by the refused calls.
    expect((await list()).total).toBe(0);
  });

  it('lets the ordinary staff user (house permissions) use every village endpoint', async () => {
    expect((await add({ name: 'Staff village' }, tokens.staff)).code).toBe(200);
    expect((await list({}, tokens.staff)).total).toBe(1);
    const [row] = (await list()).rows;
    expect(row?.createBy).toBe('staff');
    expect(
      (await call(t.app, 'DELETE', `/system/houseVillage/${row?.id}`, { token: tokens.staff })).body.code,
    ).toBe(200);
  });
});

describe('villages: validation', () => {
  it('requires a name, in the caller language', async () => {
    expect(await add({})).toEqual({
      code: 500,
      msg: 'Invalid request: Village name is required',
      fieldErrors: [{ field: 'name', message: 'Village name is required' }],
    });
    expect((await add({ name: '   ' })).msg).toBe('Invalid request: Village name has an invalid format');
    expect((await add({ name: '' })).msg).toBe('Invalid request: Village name is required');
    // (Bodies differ: the server refuses an identical POST within a second.)
    const lao = await call(t.app, 'POST', '/system/houseVillage', {
      token: tokens.admin,
      lang: 'lo',
      body: { area: 1 },
    });
    expect(lao.body.code).toBe(500);
    expect(lao.body.msg).toContain('ຊື່ໝູ່ບ້ານ');
    const zh = await call(t.app, 'POST', '/system/houseVillage', {
      token: tokens.admin,
      lang: 'zh',
      body: { area: 2 },
    });
    expect(zh.body.msg).toContain('小区名称');
  });

  it('checks the year, the greening rate, the area and the lengths', async () => {
    expect((await add({ name: 'A', year: '15' })).msg).toBe(
      'Invalid request: Year built has an invalid format',
    );
    expect((await add({ name: 'A', year: '20155' })).code).toBe(500);
    expect((await add({ name: 'A', greeningRate: 100.5 })).msg).toBe(
      'Invalid request: Greening rate (%) must be at most 100',
    );
    expect((await add({ name: 'A', greeningRate: -1 })).msg).toBe(
      'Invalid request: Greening rate (%) must be at least 0',
    );
    expect((await add({ name: 'A', area: -5 })).msg).toBe('Invalid request: Area (m²) must be at least 0');
    expect((await add({ name: 'A', area: 'big' })).msg).toBe('Invalid request: Area (m²) has the wrong type');
    expect((await add({ name: 'x'.repeat(101) })).msg).toBe(
      'Invalid request: Village name must be at most 100 characters',
    );
    expect((await add({ name: 'A', remark: 'r'.repeat(501) })).code).toBe(500);
    expect((await list()).total).toBe(0);
  });

  it('parses ids strictly', async () => {
    for (const path of [
      '/system/houseVillage/abc',
      '/system/houseVillage/1.5',
      '/system/houseVillage/-1',
      '/system/houseVillage/01',
      '/system/houseVillage/0',
    ]) {
      const { body } = await call(t.app, 'GET', path, { token: tokens.admin, ...en });
      expect({ path, code: body.code }).toEqual({ path, code: 500 });
    }
    for (const ids of ['1,a', '1,,2', '1;2', '1%20or%201=1', '99999999999999999']) {
      const { body } = await call(t.app, 'DELETE', `/system/houseVillage/${ids}`, {
        token: tokens.admin,
        ...en,
      });
      expect({ ids, code: body.code }).toEqual({ ids, code: 500 });
    }
    const put = await call(t.app, 'PUT', '/system/houseVillage', {
      token: tokens.admin,
      ...en,
      body: { id: 'x', name: 'A' },
    });
    expect(put.body.msg).toBe('Invalid request: Village ID has the wrong type');
    const filter = await list({ area: 'wide' });
    expect(filter.code).toBe(500);
    expect(filter.msg).toBe('Invalid request: Area (m²) has the wrong type');
  });
});

describe('villages: add, read, edit, delete', () => {
  it('round-trips a village', async () => {
    const created = await add({
      name: '  Nongbone Garden ',
      area: 12500.5,
      year: '2015',
      buildingType: 'Villa',
      greeningRate: 35.25,
      introduction: 'Quiet streets near the market',
      remark: '',
    });
    expect(created).toEqual({ code: 200, msg: 'Operation successful' });

    const [row] = (await list({ name: 'nongbone' })).rows;
    expect(row).toMatchObject({
      name: 'Nongbone Garden',
      area: 12500.5,
      year: '2015',
      buildingType: 'Villa',
      greeningRate: 35.25,
      introduction: 'Quiet streets near the market',
      remark: null,
      createBy: 'admin',
    });
    expect(row?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const one = await call(t.app, 'GET', `/system/houseVillage/${row?.id}`, { token: tokens.admin, ...en });
    expect(one.body).toMatchObject({ code: 200, data: { id: row?.id, name: 'Nongbone Garden' } });

    const edited = await call(t.app, 'PUT', '/system/houseVillage', {
      token: tokens.admin,
      ...en,
      body: { id: row?.id, name: 'Nongbone Garden II', year: '', greeningRate: null },
    });
    expect(edited.body.code).toBe(200);
    const after = (await call(t.app, 'GET', `/system/houseVillage/${row?.id}`, { token: tokens.admin })).body
      .data as Village;
    expect(after).toMatchObject({
      name: 'Nongbone Garden II',
      year: null,
      greeningRate: null,
      area: 12500.5,
      buildingType: 'Villa',
      introduction: 'Quiet streets near the market',
      updateBy: 'admin',
    });

    const missing = await call(t.app, 'PUT', '/system/houseVillage', {
      token: tokens.admin,
      ...en,
      body: { id: 987654, name: 'Nowhere' },
    });
    expect(missing.body).toEqual({ code: 500, msg: 'The village does not exist' });

    const removed = await call(t.app, 'DELETE', `/system/houseVillage/${row?.id}`, {
      token: tokens.admin,
      ...en,
    });
    expect(removed.body.code).toBe(200);
    const gone = await call(t.app, 'GET', `/system/houseVillage/${row?.id}`, { token: tokens.admin, ...en });
    expect(gone.body).toEqual({ code: 500, msg: 'The village does not exist' });
    const again = await call(t.app, 'DELETE', `/system/houseVillage/${row?.id}`, {
      token: tokens.admin,
      ...en,
    });
    expect(again.body.code).toBe(500);
  });
});

describe('villages: paging, filters, select list and export', () => {
  beforeAll(async () => {
    const names = [
      'Dongdok Park',
      'Sisattanak Residence',
      'Chanthabouly Court',
      'Saysettha Villas',
      'Dongpalane Homes',
    ];
    for (const [index, name] of names.entries()) {
      await add({ name, area: 1000 * (index + 1), year: String(2010 + index), greeningRate: 10 * index });
    }
  });

  it('pages newest first and counts every match', async () => {
    const all = await list();
    expect(all.total).toBe(5);
    expect(all.rows.map((row) => row.name)[0]).toBe('Dongpalane Homes');
    const page = await list({ pageNum: '2', pageSize: '2' });
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.name)).toEqual(['Chanthabouly Court', 'Sisattanak Residence']);
    const last = await list({ pageNum: '3', pageSize: '2' });
    expect(last.rows).toHaveLength(1);
    const sorted = await list({ orderByColumn: 'area', isAsc: 'ascending' });
    expect(sorted.rows[0]?.name).toBe('Dongdok Park');
    expect((await list({ orderByColumn: 'name; drop table house_village' })).code).toBe(500);
  });

  it('filters by name (contains, any case), exact area and creation date', async () => {
    expect((await list({ name: 'DONG' })).rows.map((row) => row.name).sort()).toEqual([
      'Dongdok Park',
      'Dongpalane Homes',
    ]);
    expect((await list({ name: '%' })).total).toBe(0);
    expect((await list({ area: '3000' })).rows.map((row) => row.name)).toEqual(['Chanthabouly Court']);
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    expect((await list({ 'params[beginTime]': day, 'params[endTime]': day })).total).toBe(5);
    expect((await list({ 'params[beginTime]': '2999-01-01' })).total).toBe(0);
    expect((await list({ 'params[endTime]': '2000-01-01' })).total).toBe(0);
    expect((await list({ 'params[beginTime]': 'yesterday' })).code).toBe(500);
  });

  it('lists every village as id and name for the house form', async () => {
    const { body } = await call(t.app, 'GET', '/system/houseVillage/selectAll', { token: tokens.admin });
    const data = body.data as Array<{ id: number; name: string }>;
    expect(data.map((item) => item.name)).toEqual([
      'Chanthabouly Court',
      'Dongdok Park',
      'Dongpalane Homes',
      'Saysettha Villas',
      'Sisattanak Residence',
    ]);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('exports the filtered villages as an xlsx workbook with translated headers', async () => {
    const response = await exportVillages({ name: 'dong' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''villages_\d+\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Villages');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Village name');
    expect(sheet?.rowCount).toBe(3);
    expect([sheet?.getRow(2).getCell(2).value, sheet?.getRow(3).getCell(2).value].sort()).toEqual([
      'Dongdok Park',
      'Dongpalane Homes',
    ]);

    const lao = await exportVillages({}, tokens.admin, 'lo');
    const laoBook = new ExcelJS.Workbook();
    await laoBook.xlsx.load(lao.rawPayload as unknown as ArrayBuffer);
    const laoSheet = laoBook.getWorksheet('ໝູ່ບ້ານ');
    expect(laoSheet?.getRow(1).getCell(2).value).toBe('ຊື່ໝູ່ບ້ານ');
    expect(laoSheet?.rowCount).toBe(6);

    const bad = await exportVillages({ area: 'wide' });
    expect(bad.json()).toMatchObject({ code: 500 });
  });
});
