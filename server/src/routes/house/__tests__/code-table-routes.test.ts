import { eq } from 'drizzle-orm';
import { houseRoom } from '../../../db/schema/house-room';
import { sysDictData } from '../../../db/schema/sys-dict';
import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { insertHouse } from './house-room-fixtures';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });
let houseId: number;

const BASE = '/system/houseCode';
const en = { lang: 'en' };

interface Code {
  dictCode: number;
  dictType: string;
  dictValue: string;
  dictLabel: string;
  dictLabelEn: string;
  dictLabelLo: string;
  usedBy?: number;
}

beforeAll(async () => {
  houseId = await insertHouse(t, 'pendingRent', { type: 'villa', features: 'garden,pool' });
});

async function list(query: Record<string, string> = {}) {
  const { body } = await call(t.app, 'GET', `${BASE}/list`, { token: tokens.admin, ...en, query });
  return body as unknown as { code: number; rows: Code[]; total: number };
}

async function codeOf(dictType: string, dictValue: string): Promise<Code> {
  const row = (await list({ dictType, dictValue })).rows.find((code) => code.dictValue === dictValue);
  if (!row) throw new Error(`no code ${dictType}/${dictValue}`);
  return row;
}

const send = async (method: 'POST' | 'PUT', body: Record<string, unknown>): Promise<Envelope> =>
  (await call(t.app, method, BASE, { token: tokens.admin, ...en, body })).body;

describe('house code tables', () => {
  it('needs a session; the seeded staff role (house:*) may use it', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`)).body.code).toBe(401);
    expect((await call(t.app, 'GET', `${BASE}/list`, { token: tokens.staff })).body.code).toBe(200);
  });

  it('lists only the house dictionaries, with how many houses use each value', async () => {
    const all = await list({ pageNum: '1', pageSize: '200' });
    const types = new Set(all.rows.map((row) => row.dictType));
    expect([...types].sort()).toEqual([
      'house_decoration',
      'house_feature',
      'house_orientation',
      'house_ownership',
      'house_parking',
      'house_status',
      'house_type',
    ]);
    expect((await list({ dictType: 'car_type' })).total).toBe(0);
    expect((await codeOf('house_type', 'villa')).usedBy).toBe(1);
    expect((await codeOf('house_feature', 'garden')).usedBy).toBe(1);
    // Another dictionary's entry is not reachable by id either.
    const [carType] = await t.db.select().from(sysDictData).where(eq(sysDictData.dictType, 'car_type'));
    const other = await call(t.app, 'GET', `${BASE}/${carType?.dictCode}`, { token: tokens.admin, ...en });
    expect(other.body).toMatchObject({ code: 500, msg: 'The code does not exist' });
  });

  it('adds a value with labels in zh, en and lo; refuses a duplicate and a house status', async () => {
    const body = {
      dictType: 'house_type',
      dictValue: 'townhouse',
      dictLabel: '联排别墅',
      dictLabelEn: 'Townhouse',
      dictLabelLo: 'ເຮືອນແຖວ',
    };
    expect(await send('POST', body)).toMatchObject({ code: 200 });
    expect(await codeOf('house_type', 'townhouse')).toMatchObject({ dictLabelLo: 'ເຮືອນແຖວ', usedBy: 0 });
    const again = await call(t.app, 'POST', BASE, { token: tokens.staff, ...en, body });
    expect(again.body).toMatchObject({ code: 500, fieldErrors: [{ field: 'dictValue' }] });
    expect(await send('POST', { ...body, dictType: 'house_status', dictValue: 'archived' })).toMatchObject({
      code: 500,
      msg: expect.stringContaining('House status values are fixed'),
    });
    expect((await send('POST', { ...body, dictType: 'car_type' })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'dictType' }),
    ]);
    expect((await send('POST', { ...body, dictValue: 'two words' })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'dictValue' }),
    ]);
  });

  it('renames a value in every house that holds it, so none is orphaned; status labels only', async () => {
    const villa = await codeOf('house_type', 'villa');
    const renamed = await send('PUT', { ...villa, dictValue: 'villaHouse', dictLabelEn: 'Villa house' });
    expect(renamed).toMatchObject({ code: 200 });
    const garden = await codeOf('house_feature', 'garden');
    expect(await send('PUT', { ...garden, dictValue: 'yard' })).toMatchObject({ code: 200 });
    const [house] = await t.db.select().from(houseRoom).where(eq(houseRoom.id, houseId));
    expect(house).toMatchObject({ type: 'villaHouse', features: 'yard,pool' });

    const rented = await codeOf('house_status', 'rented');
    expect(await send('PUT', { ...rented, dictLabelLo: 'ເຊົ່າແລ້ວ (ປັບປຸງ)' })).toMatchObject({ code: 200 });
    expect(await send('PUT', { ...rented, dictValue: 'leased' })).toMatchObject({ code: 500 });
    expect(await send('PUT', { ...villa, dictValue: 'villaHouse', dictType: 'house_parking' })).toMatchObject(
      {
        code: 500,
        msg: 'A code cannot move to another code table',
      },
    );
  });

  it('deletes an unused value; a value in use or a house status is refused', async () => {
    const used = await codeOf('house_type', 'villaHouse');
    const refused = await call(t.app, 'DELETE', `${BASE}/${used.dictCode}`, { token: tokens.admin, ...en });
    expect(refused.body).toMatchObject({
      code: 500,
      msg: 'The value "villaHouse" is used by 1 houses and cannot be deleted; disable it instead',
    });
    const status = await codeOf('house_status', 'rented');
    expect(
      (await call(t.app, 'DELETE', `${BASE}/${status.dictCode}`, { token: tokens.admin })).body.code,
    ).toBe(500);
    const unused = await codeOf('house_type', 'townhouse');
    expect(
      (await call(t.app, 'DELETE', `${BASE}/${unused.dictCode}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    expect((await list({ dictType: 'house_type', dictValue: 'townhouse' })).total).toBe(0);
  });
});
