import { eq } from 'drizzle-orm';
import { carLease } from '../../../db/schema/car-lease';
import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// staff: role common, no vehicle permission; driver: role vehicle_staff.
const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { driver: ['driver2', 'vehicle_staff'] },
});

const en = { lang: 'en' };

interface CarDetail {
  id: number;
  carStatus: string;
  leaseOrderNumber: string | null;
  soldPrice: number | null;
  buyerName: string | null;
  soldTime: string | null;
  history: {
    fromStatus: string | null;
    toStatus: string;
    action: string;
    note: string | null;
    operator: string;
  }[];
  leases: { leaseOrderNumber: string; status: string; plateNumber: string; amount: number; type: string }[];
}

let plate = 0;
async function newCar(extra: Record<string, unknown> = {}): Promise<number> {
  plate += 1;
  const body = { plateNumber: `ST ${plate}`, brand: 'Toyota', model: 'Vios', vehicleType: 'sedan', ...extra };
  expect((await call(t.app, 'POST', '/system/car', { token: tokens.admin, body })).body.code).toBe(200);
  const list = await call(t.app, 'GET', '/system/car/list', {
    token: tokens.admin,
    query: { plateNumber: `ST ${plate}` },
  });
  return (list.body.rows as { id: number }[])[0]?.id ?? 0;
}

async function detail(id: number): Promise<CarDetail> {
  return (await call(t.app, 'GET', `/system/car/${id}`, { token: tokens.admin })).body.data as CarDetail;
}

let order = 0;
const lease = (extra: Record<string, unknown> = {}) => {
  order += 1;
  return {
    type: 'day',
    leaseOrderNumber: `L-${order}`,
    customerName: 'Somchai',
    customerPhone: '+856 20 5555 1234',
    startDate: '2099-01-01',
    endDate: '2099-01-10',
    amount: 3_500_000,
    currency: 'LAK',
    ...extra,
  };
};

async function put(url: string, body?: unknown, token = tokens.admin): Promise<Envelope> {
  return (await call(t.app, 'PUT', url, { token, ...en, body })).body;
}

describe('vehicle states: permissions', () => {
  it('needs a session and the vehicle permissions for every state route', async () => {
    expect((await call(t.app, 'PUT', '/system/car/handleLease/1', { body: lease() })).body.code).toBe(401);
    for (const [url, body] of [
      ['/system/car/handleLease/1', lease()],
      ['/system/car/handleEndLease/1', undefined],
      ['/system/car/handleSold/1', { soldPrice: 1, soldCurrency: 'USD', buyerName: 'A' }],
      ['/system/carLease/endEarly/1', undefined],
    ] as const)
      expect((await put(url, body, tokens.staff)).code).toBe(403);
    expect((await call(t.app, 'GET', '/system/carLease/list', { token: tokens.staff })).body.code).toBe(403);
    expect((await call(t.app, 'GET', '/system/carLease/list', { token: tokens.driver })).body.code).toBe(200);
  });
});

describe('vehicle states: lease, end, sale', () => {
  it('leases a car out (pendingRent -> rented), records it and refuses a second lease or a sale', async () => {
    const id = await newCar({ rentPerDay: 350_000 });
    const answer = await put(
      `/system/car/handleLease/${id}`,
      lease({ leaseOrderNumber: 'ORD-100' }),
      tokens.driver,
    );
    expect(answer).toEqual({ code: 200, msg: 'The vehicle is leased out' });
    const car = await detail(id);
    expect(car).toMatchObject({ carStatus: 'rented', leaseOrderNumber: 'ORD-100' });
    expect(car.leases).toEqual([
      expect.objectContaining({
        leaseOrderNumber: 'ORD-100',
        status: 'active',
        plateNumber: `ST ${plate}`,
        type: 'day',
      }),
    ]);
    expect(car.history.map((entry) => [entry.action, entry.fromStatus, entry.toStatus, entry.note])).toEqual([
      ['lease', 'pendingRent', 'rented', 'ORD-100'],
      ['add', null, 'pendingRent', null],
    ]);

    expect((await put(`/system/car/handleLease/${id}`, lease())).msg).toBe(
      'Cannot lease out a vehicle that is rented',
    );
    expect(
      (await put(`/system/car/handleSold/${id}`, { soldPrice: 1, soldCurrency: 'USD', buyerName: 'Ann' }))
        .msg,
    ).toBe('Cannot sell a vehicle that is rented');
    // The form cannot take a rented car off its lease either.
    const edit = await call(t.app, 'PUT', '/system/car', {
      token: tokens.admin,
      ...en,
      body: {
        id,
        plateNumber: `ST ${plate}`,
        brand: 'Toyota',
        model: 'Vios',
        vehicleType: 'sedan',
        carStatus: 'pendingRent',
      },
    });
    expect(edit.body.code).toBe(500);
    expect((await detail(id)).carStatus).toBe('rented');
  });

  it('checks the lease: unique order number, end after start, currency, type, customer', async () => {
    const first = await newCar();
    const second = await newCar();
    expect((await put(`/system/car/handleLease/${first}`, lease({ leaseOrderNumber: 'DUP-1' }))).code).toBe(
      200,
    );
    const again = await put(`/system/car/handleLease/${second}`, lease({ leaseOrderNumber: 'dup-1' }));
    expect(again.msg).toBe('A lease with the order number dup-1 already exists');
    const backwards = await put(
      `/system/car/handleLease/${second}`,
      lease({ startDate: '2099-02-10', endDate: '2099-02-10' }),
    );
    expect(backwards).toMatchObject({ code: 500, fieldErrors: [{ field: 'endDate' }] });
    expect(backwards.msg).toContain('The end date must be after the start date');
    expect((await put(`/system/car/handleLease/${second}`, lease({ currency: 'XXX' }))).msg).toBe(
      "Invalid request: 'XXX' is not a valid currency",
    );
    const badType = await put(`/system/car/handleLease/${second}`, lease({ type: 'year' }));
    expect(badType.code).toBe(500);
    const noCustomer = await put(`/system/car/handleLease/${second}`, lease({ customerName: '  ' }));
    expect(noCustomer).toMatchObject({ code: 500, fieldErrors: [{ field: 'customerName' }] });
    expect((await put('/system/car/handleLease/987654', lease())).msg).toBe('The vehicle does not exist');
    expect((await detail(second)).carStatus).toBe('pendingRent');
  });

  it('ends a lease early (rented -> pendingRent) and refuses to end it twice', async () => {
    const id = await newCar();
    await put(`/system/car/handleLease/${id}`, lease({ leaseOrderNumber: 'EARLY-1' }));
    expect(await put(`/system/car/handleEndLease/${id}`)).toEqual({
      code: 200,
      msg: 'The lease has ended; the vehicle is for rent again',
    });
    const car = await detail(id);
    expect(car).toMatchObject({ carStatus: 'pendingRent', leaseOrderNumber: null });
    expect(car.leases[0]).toMatchObject({ leaseOrderNumber: 'EARLY-1', status: 'endedEarly' });
    expect(car.history[0]).toMatchObject({
      action: 'endLease',
      fromStatus: 'rented',
      toStatus: 'pendingRent',
    });
    // Another user: the same call twice within a second is the duplicate-submit guard's.
    expect((await put(`/system/car/handleEndLease/${id}`, undefined, tokens.driver)).msg).toBe(
      'Cannot end the lease of a vehicle that is not rented',
    );
  });

  it('sells a car on offer with its price and buyer; a sold car is neither leased nor sold again', async () => {
    const id = await newCar({ carStatus: 'notSold' });
    const missing = await put(`/system/car/handleSold/${id}`, { soldPrice: 12000, soldCurrency: 'USD' });
    expect(missing).toMatchObject({ code: 500, fieldErrors: [{ field: 'buyerName' }] });
    const sold = await put(`/system/car/handleSold/${id}`, {
      soldPrice: 12000,
      soldCurrency: 'USD',
      buyerName: ' Ann ',
      buyerPhone: '020 5555 1234',
    });
    expect(sold).toEqual({ code: 200, msg: 'The vehicle is marked as sold' });
    const car = await detail(id);
    expect(car).toMatchObject({ carStatus: 'sold', soldPrice: 12000, buyerName: 'Ann' });
    expect(car.soldTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(car.history[0]).toMatchObject({
      action: 'sold',
      fromStatus: 'notSold',
      toStatus: 'sold',
      note: 'Ann',
    });
    expect((await put(`/system/car/handleLease/${id}`, lease())).msg).toBe(
      'Cannot lease out a vehicle that is sold',
    );
    expect(
      (await put(`/system/car/handleSold/${id}`, { soldPrice: 1, soldCurrency: 'USD', buyerName: 'B' })).msg,
    ).toBe('Cannot sell a vehicle that is sold');

    const forRent = await newCar();
    expect(
      (
        await put(`/system/car/handleSold/${forRent}`, {
          soldPrice: 9000,
          soldCurrency: 'USD',
          buyerName: 'C',
        })
      ).code,
    ).toBe(200);
  });

  it('lets the form move a car only between not rented and not sold, and records it', async () => {
    const created = await call(t.app, 'POST', '/system/car', {
      token: tokens.admin,
      ...en,
      body: {
        plateNumber: 'FORM 1',
        brand: 'Kia',
        model: 'Morning',
        vehicleType: 'sedan',
        carStatus: 'rented',
      },
    });
    expect(created.body).toMatchObject({ code: 500, fieldErrors: [{ field: 'carStatus' }] });
    const id = await newCar();
    const body = { id, plateNumber: `ST ${plate}`, brand: 'Toyota', model: 'Vios', vehicleType: 'sedan' };
    expect((await put('/system/car', { ...body, carStatus: 'notSold' })).code).toBe(200);
    expect((await put('/system/car', { ...body, carStatus: 'sold' })).code).toBe(500);
    const car = await detail(id);
    expect(car.carStatus).toBe('notSold');
    expect(car.history[0]).toMatchObject({ action: 'edit', fromStatus: 'pendingRent', toStatus: 'notSold' });
  });

  it('frees a car when its lease has run out (recorded as leaseExpired by system)', async () => {
    const id = await newCar();
    await put(
      `/system/car/handleLease/${id}`,
      lease({ leaseOrderNumber: 'PAST-1', startDate: '2020-01-01', endDate: '2020-01-31' }),
    );
    const car = await detail(id);
    expect(car).toMatchObject({ carStatus: 'pendingRent', leaseOrderNumber: null });
    expect(car.leases[0]).toMatchObject({ leaseOrderNumber: 'PAST-1', status: 'ended' });
    expect(car.history[0]).toMatchObject({
      action: 'leaseExpired',
      operator: 'system',
      toStatus: 'pendingRent',
    });
  });
});

describe('car leases list', () => {
  it('lists, filters, reads, ends early and exports the leases', async () => {
    const id = await newCar();
    await put(
      `/system/car/handleLease/${id}`,
      lease({ leaseOrderNumber: 'LIST-1', type: 'month', customerName: 'Keo' }),
    );
    const query = async (q: Record<string, string>) =>
      (await call(t.app, 'GET', '/system/carLease/list', { token: tokens.admin, query: q })).body;
    const found = await query({ customerName: 'keo' });
    expect(found.total).toBe(1);
    const [row] = found.rows as { id: number; leaseOrderNumber: string; plateNumber: string }[];
    expect(row).toMatchObject({ leaseOrderNumber: 'LIST-1', plateNumber: `ST ${plate}` });
    expect((await query({ type: 'month', status: 'active', plateNumber: `ST ${plate}` })).total).toBe(1);
    expect(
      (await query({ periodFrom: '2099-01-05', periodTo: '2099-01-06', leaseOrderNumber: 'LIST' })).total,
    ).toBe(1);
    expect((await query({ periodFrom: '2099-02-01', leaseOrderNumber: 'LIST' })).total).toBe(0);
    expect((await query({ status: 'lost' })).code).toBe(500);
    const one = await call(t.app, 'GET', `/system/carLease/${row?.id}`, { token: tokens.admin });
    expect(one.body.data).toMatchObject({ leaseOrderNumber: 'LIST-1', customerName: 'Keo' });

    expect(await put(`/system/carLease/endEarly/${row?.id}`, undefined, tokens.driver)).toMatchObject({
      code: 200,
    });
    expect((await detail(id)).carStatus).toBe('pendingRent');
    expect((await put(`/system/carLease/endEarly/${row?.id}`)).msg).toBe('The lease has already ended');
    expect((await put('/system/carLease/endEarly/987654')).msg).toBe('The lease does not exist');
    // Leases are made by leasing a car: no add, edit or delete here.
    expect((await call(t.app, 'POST', '/system/carLease', { token: tokens.admin, body: {} })).body.code).toBe(
      404,
    );

    const exported = await call(t.app, 'POST', '/system/carLease/export', {
      token: tokens.admin,
      ...en,
      body: {},
    });
    expect(exported.response.headers['content-type']).toContain('spreadsheetml');
    const rows = await t.db.select().from(carLease).where(eq(carLease.leaseOrderNumber, 'LIST-1'));
    expect(rows[0]?.status).toBe('endedEarly');
  });
});
