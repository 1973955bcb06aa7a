import ExcelJS from 'exceljs';
import { postExport } from '../../../testing/export-request';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// The CRUD route factory through two resources built on it: villages (import mode
// 'valid-rows') and vehicles (dictionary fields, hooks, 'all-or-nothing').

// driver: vehicle_staff, no village permission.
const { t, tokens } = useTestApp({ logins: ['admin'], newUsers: { driver: ['driver', 'vehicle_staff'] } });

async function xlsx(rows: unknown[][], extraSheet = false): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) workbook.addWorksheet('Other').addRow(['ignored']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(file: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const boundary = '----crudtest';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function importFile(
  base: string,
  file: Buffer,
  options: {
    fileName?: string;
    fields?: Record<string, string>;
    query?: string;
    lang?: string;
    token?: string;
  } = {},
) {
  const body = multipart(file, options.fileName ?? 'data.xlsx', options.fields);
  const response = await t.app.inject({
    method: 'POST',
    url: `/web-api${base}/importData${options.query ?? ''}`,
    headers: {
      authorization: `Bearer ${options.token ?? tokens.admin}`,
      'accept-language': options.lang ?? 'en',
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
  return response.json() as { code: number; msg: string; data?: Record<string, unknown> };
}

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

async function post(url: string, token: string, lang = 'en', form: Record<string, string> = {}) {
  return postExport(t.app, url, { token, lang, form });
}

const cars = async () =>
  ((await call(t.app, 'GET', '/system/car/list', { token: tokens.admin })).body.rows ?? []) as Array<
    Record<string, unknown>
  >;

describe('permissions of the generated routes', () => {
  it('answers 401 without a session and 403 without the resource permission', async () => {
    expect((await call(t.app, 'GET', '/system/houseVillage/importTemplate')).body.code).toBe(401);
    const template = await call(t.app, 'GET', '/system/houseVillage/importTemplate', {
      token: tokens.driver,
    });
    expect(template.body.code).toBe(403);
    const imported = await importFile('/system/houseVillage', await xlsx([['name'], ['A']]), {
      token: tokens.driver,
    });
    expect(imported.code).toBe(403);
    expect((await post('/system/houseVillage/export', tokens.driver)).json()).toMatchObject({ code: 403 });
    // vehicle_staff holds vehicle:car:import and export.
    expect((await post('/system/car/importTemplate', tokens.driver)).statusCode).toBe(200);
  });
});

describe('fieldErrors', () => {
  it('names the field and gives the translated message beside msg', async () => {
    const { body } = await call(t.app, 'PUT', '/system/car', {
      token: tokens.admin,
      lang: 'zh',
      body: { id: 1, plateNumber: 'A 1', brand: 'B', model: 'C', vehicleType: 'sedan', seatCount: 500 },
    });
    expect(body.code).toBe(500);
    expect(body.fieldErrors).toEqual([{ field: 'seatCount', message: expect.stringContaining('座位') }]);
    expect(body.msg).toContain(String((body.fieldErrors as Array<{ message: string }>)[0]?.message));
  });
});

describe('export', () => {
  beforeAll(async () => {
    const { body } = await call(t.app, 'POST', '/system/car', {
      token: tokens.admin,
      body: { plateNumber: 'EXP 1', brand: 'Toyota', model: 'Vios', vehicleType: 'sedan', qualityCar: true },
    });
    expect(body.code).toBe(200);
  });

  it('writes localized headers and dictionary labels in zh, en and lo', async () => {
    const expected = {
      en: ['Vehicle type', 'Sedan', 'Not rented'],
      zh: ['车辆类型', '轿车', '未出租'],
      lo: ['ປະເພດລົດ', 'ລົດເກັງ', 'ຍັງບໍ່ໄດ້ເຊົ່າ'],
    };
    for (const [lang, [header, type, status]] of Object.entries(expected)) {
      const response = await post('/system/car/export', tokens.admin, lang, { plateNumber: 'EXP' });
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      const typeColumn = headers.indexOf(header) + 1;
      expect({ lang, typeColumn: typeColumn > 0 }).toEqual({ lang, typeColumn: true });
      expect(sheet.getRow(2).getCell(typeColumn).value).toBe(type);
      expect((sheet.getRow(2).values as unknown[]).includes(status)).toBe(true);
    }
  });
});

describe('import template', () => {
  it('gives the importable headers in the request language and the allowed labels', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/web-api/system/car/importTemplate',
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'zh' },
    });
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('车辆_导入模板.xlsx'));
    const workbook = await workbookOf(response.rawPayload);
    const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(['车牌号', '品牌', '型号', '车辆类型']);
    expect(headers).not.toContain('照片');
    const choices = workbook.worksheets[1];
    expect(choices?.name).toBe('可选值');
    expect(String(choices?.getRow(2).getCell(2).value)).toContain('轿车');
  });
});

describe('import, mode valid-rows (villages)', () => {
  it('writes the valid rows and reports the invalid one by row and localized column', async () => {
    // Headers in three languages and by JSON name.
    const file = await xlsx([
      ['小区名称', 'Area (m²)', 'ອັດຕາພື້ນທີ່ສີຂຽວ (%)', 'year', 'Unknown column'],
      ['Import One', 1000, 30, 2015, 'x'],
      ['Import Two', '2500.5', 150, '', ''],
      ['Import Three', null, null, null, null],
    ]);
    const answer = await importFile('/system/houseVillage', file);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({
      total: 3,
      inserted: 2,
      updated: 0,
      failed: 1,
      committed: true,
      errors: [{ row: 3, column: 'Greening rate (%)', message: 'Greening rate (%) must be at most 100' }],
    });
    expect(answer.msg).toBe('2 rows imported, 0 updated, 1 failed');
    const { body } = await call(t.app, 'GET', '/system/houseVillage/list', {
      token: tokens.admin,
      query: { name: 'Import' },
    });
    expect(
      (body.rows as Array<{ name: string; year: string | null }>).map((row) => [row.name, row.year]),
    ).toEqual([
      ['Import Three', null],
      ['Import One', '2015'],
    ]);
  });

  it('updates the village of the same name with updateSupport', async () => {
    const file = await xlsx([
      ['Village name', 'Building type'],
      ['import one', 'Tower'],
    ]);
    const answer = await importFile('/system/houseVillage', file, {
      fields: { updateSupport: 'true' },
      lang: 'lo',
    });
    expect(answer.data).toMatchObject({ inserted: 0, updated: 1, failed: 0, committed: true });
    expect(answer.msg).toContain('ອັບເດດ 1');
  });

  it('refuses a non-xlsx file, a missing required header and an empty sheet', async () => {
    expect(await importFile('/system/houseVillage', Buffer.from('name\nA\n'), { fileName: 'a.csv' })).toEqual(
      {
        code: 500,
        msg: 'Only .xlsx workbooks can be imported',
      },
    );
    expect(
      await importFile('/system/houseVillage', Buffer.from('not a zip'), { fileName: 'a.xlsx' }),
    ).toEqual({
      code: 500,
      msg: 'Only .xlsx workbooks can be imported',
    });
    const noName = await importFile('/system/houseVillage', await xlsx([['Area (m²)'], [5]]), { lang: 'zh' });
    expect(noName).toEqual({ code: 500, msg: '表头缺少“小区名称”列' });
    const empty = await importFile('/system/houseVillage', await xlsx([['Village name']]));
    expect(empty).toEqual({ code: 500, msg: 'The sheet has no data rows' });
  });
});

describe('import, mode all-or-nothing (vehicles)', () => {
  const header = ['车牌号', 'Brand', 'Model', 'ປະເພດລົດ', 'Fuel', 'Quality car'];

  it('writes nothing when one row is invalid and reports every bad row', async () => {
    const before = (await cars()).length;
    const file = await xlsx([
      header,
      ['IMP 1', 'Toyota', 'Hilux', '皮卡', 'Diesel', 'Yes'],
      ['imp 1', 'Toyota', 'Hilux', 'Pickup', 'Diesel', 'No'],
      ['IMP 2', 'Ford', 'Ranger', 'rocket', '', ''],
      ['EXP 1', 'Ford', 'Ranger', 'SUV', '', ''],
    ]);
    const answer = await importFile('/system/car', file);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({
      total: 4,
      inserted: 0,
      updated: 0,
      failed: 3,
      committed: false,
      errors: [
        { row: 3, column: 'Plate number', message: 'Plate number "imp 1" already appears in row 2' },
        { row: 4, column: 'Vehicle type', message: "Invalid request: 'rocket' is not a valid Vehicle type" },
        { row: 5, column: 'Plate number', message: 'A vehicle with the plate number EXP 1 already exists' },
      ],
    });
    expect(answer.msg).toBe('Nothing was imported: 3 of 4 rows have errors');
    expect((await cars()).length).toBe(before);
  });

  it('imports a clean sheet with dictionary labels in any language, then updates with updateSupport', async () => {
    const file = await xlsx([
      header,
      ['IMP 1', 'Toyota', 'Hilux', '皮卡', 'Diesel', 'Yes'],
      ['IMP 2', 'Ford', 'Ranger', 'ລົດກະບະ', '', 'no'],
    ]);
    const answer = await importFile('/system/car', file);
    expect(answer.data).toMatchObject({ total: 2, inserted: 2, failed: 0, committed: true, errors: [] });
    const imported = (await cars()).filter((car) => String(car.plateNumber).startsWith('IMP'));
    expect(
      imported.map((car) => [car.plateNumber, car.vehicleType, car.fuelType, car.qualityCar, car.carStatus]),
    ).toEqual([
      ['IMP 2', 'pickup', null, false, 'pendingRent'],
      ['IMP 1', 'pickup', 'diesel', true, 'pendingRent'],
    ]);
    const again = await importFile(
      '/system/car',
      await xlsx([header, ['imp 2', 'Ford', 'Everest', 'SUV', '', '']]),
      {
        query: '?updateSupport=1',
      },
    );
    expect(again.data).toMatchObject({ inserted: 0, updated: 1, committed: true });
    const updated = (await cars()).find((car) => String(car.plateNumber).toUpperCase() === 'IMP 2');
    expect(updated).toMatchObject({ model: 'Everest', vehicleType: 'suv' });
    // Without updateSupport the same plate is refused by the create hook.
    const refused = await importFile(
      '/system/car',
      await xlsx([header, ['IMP 2', 'Ford', 'X', 'SUV', '', '']]),
    );
    expect(refused.data).toMatchObject({ committed: false, failed: 1 });
  });
});
