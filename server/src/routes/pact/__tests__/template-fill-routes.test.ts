import { eq } from 'drizzle-orm';
import { carInfo } from '../../../db/schema/car-info';
import { carLease } from '../../../db/schema/car-lease';
import { houseCustomer } from '../../../db/schema/house-customer';
import { houseLease } from '../../../db/schema/house-lease';
import { houseRoom } from '../../../db/schema/house-room';
import { pactTemplate } from '../../../db/schema/pact';
import { sysConfig } from '../../../db/schema/sys-config';
import { today } from '../../../services/car-status';
import { insertId } from '../../../testing/insert-id';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['admin'] });
let templateId: number;
let roomId: number;
let leaseId: number;
let customerId: number;
let carId: number;
let carLeaseId: number;

const TEMPLATE =
  '<p>Between {{agencyName}} ({{agencyAddress}}) and {{tenantName}}, phone {{tenantPhone}}, email {{email}}.</p>' +
  '<p>House {{houseCode}} {{houseName}} at {{houseAddress}}, rent {{rent}}.</p>' +
  '<p>Car {{plateNumber}} {{brand}} {{model}}.</p><p>Signed {{today}}; witness ${witness}.</p>';

beforeAll(async () => {
  for (const [key, value] of [
    ['pact.agency.name', 'Vientiane Homes & Cars'],
    ['pact.agency.address', 'Vientiane, Lao PDR'],
  ] as const) {
    await t.db.update(sysConfig).set({ configValue: value }).where(eq(sysConfig.configKey, key));
  }
  templateId = await insertId(t.db, pactTemplate, {
    templateName: 'Lease',
    templateContent: TEMPLATE,
    placeholders: ['agencyName', 'tenantName', 'houseName', 'plateNumber', 'witness', 'footerNote'],
    createBy: 'admin',
  });
  roomId = await insertId(t.db, houseRoom, {
    houseCode: 'FILL-H1',
    name: 'Villa Dongdok',
    houseNumber: '12',
    location: 'Dongdok',
    region: 'Vientiane',
    rent: 900,
    currency: 'USD',
  });
  leaseId = await insertId(t.db, houseLease, {
    roomId,
    tenantName: 'Somphone',
    tenantPhone: '020 5555 1111',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    rent: 4500000,
    currency: 'LAK',
  });
  customerId = await insertId(t.db, houseCustomer, {
    clientName: 'Noy <Customer>',
    phoneNumber: '020 7777 2222',
    email: 'noy@example.la',
  });
  carId = await insertId(t.db, carInfo, {
    plateNumber: 'ກກ 1234',
    brand: 'Toyota',
    model: 'Fortuner',
    vehicleType: 'suv',
    price: 45000,
    currency: 'USD',
  });
  carLeaseId = await insertId(t.db, carLease, {
    carId,
    leaseOrderNumber: 'FILL-CL-1',
    customerName: 'Kham',
    plateNumber: 'ກກ 1234',
  });
});

interface Filled {
  html: string;
  values: Record<string, string>;
  unfilled: string[];
  placeholders: string[];
}

const fill = async (body: Record<string, unknown>, lang = 'en') => {
  const { body: answer } = await call(t.app, 'POST', `/pact/templates/${templateId}/fill`, {
    token: tokens.admin,
    lang,
    body,
  });
  return answer;
};

describe('POST /pact/templates/:id/fill', () => {
  it('fills from a house lease, then a customer adds only what the lease did not know', async () => {
    const answer = await fill({
      sources: [
        { kind: 'houseLease', id: leaseId },
        { kind: 'customer', id: customerId },
      ],
    });
    expect(answer.code).toBe(200);
    const data = answer.data as Filled;
    // The lease's tenant and phone stay; the customer adds the email the lease has not.
    expect(data.values).toMatchObject({
      tenantName: 'Somphone',
      tenantPhone: '020 5555 1111',
      email: 'noy@example.la',
      houseCode: 'FILL-H1',
      agencyName: 'Vientiane Homes & Cars',
      agencyAddress: 'Vientiane, Lao PDR',
      today: today(),
    });
    // The agency's phone is seeded empty: not a value, so its placeholder would stay to fill in.
    expect(data.values).not.toHaveProperty('agencyPhone');
    expect(data.html).toContain('Between Vientiane Homes &#38; Cars (Vientiane, Lao PDR) and Somphone');
    expect(data.html).toContain('email noy@example.la');
    expect(data.html).toContain('rent 4,500,000 LAK');
    expect(data.html).toContain('{{plateNumber}}');
    expect(data.unfilled).toEqual(['plateNumber', 'witness', 'footerNote']);
    expect(data.placeholders).toEqual([
      'agencyName',
      'tenantName',
      'houseName',
      'plateNumber',
      'witness',
      'footerNote',
    ]);
  });

  it('keeps typed values and typed text, and the house and car kinds add their own fields', async () => {
    const edited =
      '<p>Between my own words and {{tenantName}}.</p><p>Car {{plateNumber}} {{brand}}; house {{houseName}}, {{rent}}.</p>' +
      '<p>Witness ${witness}</p>';
    const answer = await fill({
      html: edited,
      sources: [
        { kind: 'house', id: roomId },
        { kind: 'car', id: carId },
        { kind: 'customer', id: customerId },
      ],
      values: { witness: 'Bounmy', tenantName: 'Typed Tenant' },
    });
    const data = answer.data as Filled;
    expect(data.html).toBe(
      '<p>Between my own words and Typed Tenant.</p><p>Car ກກ 1234 Toyota; house Villa Dongdok, 900 USD.</p>' +
        '<p>Witness Bounmy</p>',
    );
    expect(data.values).toMatchObject({
      witness: 'Bounmy',
      tenantName: 'Typed Tenant',
      plateNumber: 'ກກ 1234',
      brand: 'Toyota',
      model: 'Fortuner',
      carPrice: '45,000 USD',
      houseAddress: '12, Dongdok, Vientiane',
      customerName: 'Noy <Customer>',
    });
    expect(data.unfilled).toEqual(['footerNote']);
  });

  it('fills from a car lease with its car, lists houses and cars as sources', async () => {
    const data = (await fill({ sources: [{ kind: 'carLease', id: carLeaseId }] })).data as Filled;
    expect(data.values).toMatchObject({ tenantName: 'Kham', plateNumber: 'ກກ 1234', model: 'Fortuner' });
    const houses = await call(t.app, 'GET', '/pact/fill-sources', {
      token: tokens.admin,
      query: { kind: 'house', keyword: 'fill-h' },
    });
    expect(houses.body.data).toEqual([{ id: roomId, label: 'FILL-H1 · Villa Dongdok · Dongdok' }]);
    const cars = await call(t.app, 'GET', '/pact/fill-sources', {
      token: tokens.admin,
      query: { kind: 'car', keyword: 'fortuner' },
    });
    expect(cars.body.data).toEqual([{ id: carId, label: 'ກກ 1234 · Toyota · Fortuner' }]);
  });

  it('refuses a missing record, too many or too long values, in the reader language', async () => {
    const missing = await fill({ sources: [{ kind: 'car', id: 999999 }] }, 'zh');
    expect(missing).toEqual({ code: 500, msg: '该租约、客户、房屋或车辆不存在' });
    const longName = await fill({ sources: [], values: { ['n'.repeat(65)]: 'x' } });
    expect(longName).toEqual({ code: 500, msg: 'Too many values, or a name or value too long' });
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`v${i}`, 'x']));
    expect((await fill({ sources: [], values: many })).code).toBe(500);
    expect((await fill({ sources: [], values: { a: 'x'.repeat(2001) } })).code).toBe(500);
  });
});
