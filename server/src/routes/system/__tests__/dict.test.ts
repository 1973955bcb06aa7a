import { postExport } from '../../../testing/export-request';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens, as } = useTestApp({ logins: ['admin'] });
const asAdmin = as('admin');

type Row = Record<string, unknown>;

describe('dictionary types', () => {
  it('lists the seeded types with paging, filters and whitelisted sorting', async () => {
    const page = await asAdmin('GET', '/system/dict/type/list', {
      query: { pageNum: '1', pageSize: '5' },
    });
    expect(page.body.code).toBe(200);
    expect(page.body.rows).toHaveLength(5);
    expect(page.body.total).toBeGreaterThanOrEqual(30);
    const house = await asAdmin('GET', '/system/dict/type/list', {
      query: { dictType: 'house_' },
    });
    expect((house.body.rows as Row[]).map((row) => row.dictType)).toEqual(
      expect.arrayContaining(['house_type', 'house_status', 'house_parking']),
    );
    const sorted = await asAdmin('GET', '/system/dict/type/list', {
      query: { orderByColumn: 'dictType', isAsc: 'descending', pageNum: '1', pageSize: '2' },
    });
    const types = (sorted.body.rows as Row[]).map((row) => row.dictType as string);
    expect([...types].sort().reverse()).toEqual(types);
    const injected = await asAdmin('GET', '/system/dict/type/list', {
      lang: 'en',
      query: { orderByColumn: 'dict_id; drop table sys_user' },
    });
    expect(injected.body).toEqual({ code: 500, msg: 'Sorting by this column is not allowed' });
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await asAdmin('GET', '/system/dict/type/list', {
      query: { 'params[beginTime]': '2000-01-01', 'params[endTime]': today, pageNum: '1', pageSize: '1' },
    });
    expect(ranged.body.total).toBe(page.body.total);
    const none = await asAdmin('GET', '/system/dict/type/list', {
      query: { 'params[endTime]': '2000-01-01' },
    });
    expect(none.body.total).toBe(0);
    const badDate = await asAdmin('GET', '/system/dict/type/list', {
      lang: 'en',
      query: { 'params[beginTime]': 'yesterday' },
    });
    expect(badDate.body.msg).toBe('The date range is not a valid date');
  });

  it('adds, reads, edits (moving its entries), and deletes a type', async () => {
    const add = await asAdmin('POST', '/system/dict/type', {
      body: { dictName: '测试', dictNameEn: 'Test', dictNameLo: 'ທົດສອບ', dictType: 'test_type' },
    });
    expect(add.body.code).toBe(200);
    const dup = await asAdmin('POST', '/system/dict/type', {
      lang: 'en',
      body: { dictName: 'Again', dictType: 'test_type' },
    });
    expect(dup.body.msg).toBe("Saving dictionary 'Again' failed, the dictionary type already exists");
    const bad = await asAdmin('POST', '/system/dict/type', {
      lang: 'en',
      body: { dictName: 'Bad', dictType: 'Bad-Type' },
    });
    expect(bad.body.msg).toBe('Invalid request: dictType has an invalid format');

    const list = await asAdmin('GET', '/system/dict/type/list', {
      query: { dictType: 'test_type' },
    });
    const created = (list.body.rows as Row[])[0] as Row;
    expect(created).toMatchObject({
      dictName: '测试',
      dictNameEn: 'Test',
      dictNameLo: 'ທົດສອບ',
      createBy: 'admin',
    });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const one = await asAdmin('GET', `/system/dict/type/${created.dictId}`);
    expect(one.body.data).toMatchObject({ dictType: 'test_type' });

    await asAdmin('POST', '/system/dict/data', {
      body: { dictLabel: '甲', dictLabelEn: 'A', dictLabelLo: 'ກ', dictValue: 'a', dictType: 'test_type' },
    });
    const edit = await asAdmin('PUT', '/system/dict/type', {
      body: { dictId: created.dictId, dictName: '测试2', dictType: 'test_type2' },
    });
    expect(edit.body.code).toBe(200);
    const moved = await asAdmin('GET', '/system/dict/data/list', {
      query: { dictType: 'test_type2' },
    });
    expect(moved.body.total).toBe(1);

    const inUse = await asAdmin('DELETE', `/system/dict/type/${created.dictId}`, {
      lang: 'en',
    });
    expect(inUse.body.msg).toBe("Dictionary '测试2' still has entries and cannot be deleted");
    const code = (moved.body.rows as Row[])[0]?.dictCode;
    expect((await asAdmin('DELETE', `/system/dict/data/${code}`)).body.code).toBe(200);
    expect((await asAdmin('DELETE', `/system/dict/type/${created.dictId}`)).body.code).toBe(200);
    const gone = await asAdmin('GET', `/system/dict/type/${created.dictId}`, {
      lang: 'en',
    });
    expect(gone.body).toEqual({ code: 500, msg: 'The record does not exist' });
  });

  it('serves the option list, the cache refresh and the export', async () => {
    const options = await asAdmin('GET', '/system/dict/type/optionselect');
    expect((options.body.data as Row[]).length).toBeGreaterThanOrEqual(30);
    expect((await asAdmin('DELETE', '/system/dict/type/refreshCache')).body.code).toBe(200);
    const exported = await postExport(t.app, '/system/dict/type/export', {
      token: tokens.admin,
      form: { dictType: 'house_' },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('dictionary entries', () => {
  it('gives every enumeration of the spec with Chinese, English and Lao labels', async () => {
    for (const type of [
      'house_type',
      'house_ownership',
      'house_parking',
      'house_orientation',
      'house_decoration',
      'sys_currency',
      'house_time_unit',
      'house_status',
      'car_type',
      'car_fuel_type',
      'car_transmission',
      'car_drive_type',
      'car_status',
      'customer_source',
      'customer_status',
      'invite_code_type',
      'invite_code_status',
      'lease_reminder_status',
      'lease_reminder_unit',
      'pact_contract_status',
    ]) {
      const { body } = await asAdmin('GET', '/system/dict/data/list', {
        query: { dictType: type },
      });
      const rows = body.rows as Row[];
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) {
        expect(row.dictLabel).toBeTruthy();
        expect(row.dictLabelEn).toBeTruthy();
        // Lao labels are written in Lao script (U+0E80-U+0EFF), not copied from English.
        expect(row.dictLabelLo).toMatch(/[\u0E80-\u0EFF]/);
      }
    }
    const currencies = await asAdmin('GET', '/system/dict/data/list', {
      query: { dictType: 'sys_currency' },
    });
    expect((currencies.body.rows as Row[]).map((row) => row.dictValue)).toEqual(['LAK', 'USD', 'CNY', 'THB']);
  });

  it('answers /type/{dictType} in the request language', async () => {
    const label = async (lang: string) => {
      const { body } = await asAdmin('GET', '/system/dict/data/type/house_type', {
        lang,
      });
      return (body.data as Row[]).find((row) => row.dictValue === 'villa')?.dictLabel;
    };
    expect(await label('zh')).toBe('别墅');
    expect(await label('en')).toBe('Villa');
    expect(await label('lo')).toBe('ວິນລາ');
    expect(await label('xx')).toBe('ວິນລາ');
  });

  it('validates entries: known type, unique value, required label', async () => {
    const unknownType = await asAdmin('POST', '/system/dict/data', {
      lang: 'en',
      body: { dictLabel: 'x', dictValue: 'x', dictType: 'nope' },
    });
    expect(unknownType.body.msg).toBe("The dictionary type 'nope' does not exist");
    const clash = await asAdmin('POST', '/system/dict/data', {
      lang: 'en',
      body: { dictLabel: 'x', dictValue: 'villa', dictType: 'house_type' },
    });
    expect(clash.body.msg).toBe("The value 'villa' already exists in this dictionary");
    const empty = await asAdmin('POST', '/system/dict/data', {
      lang: 'en',
      body: { dictLabel: '', dictValue: 'y', dictType: 'house_type' },
    });
    expect(empty.body.msg).toBe('Invalid request: dictLabel is required');
  });

  it('edits an entry and reads it back', async () => {
    const list = await asAdmin('GET', '/system/dict/data/list', {
      query: { dictType: 'house_type', dictLabel: '仓库' },
    });
    const row = (list.body.rows as Row[])[0] as Row;
    const edit = await asAdmin('PUT', '/system/dict/data', {
      body: { ...row, dictLabelEn: 'Storehouse', remark: 'renamed' },
    });
    expect(edit.body.code).toBe(200);
    const one = await asAdmin('GET', `/system/dict/data/${row.dictCode}`);
    expect(one.body.data).toMatchObject({ dictLabelEn: 'Storehouse', remark: 'renamed', updateBy: 'admin' });
  });
});
