import { eq } from 'drizzle-orm';
import { carInfo } from '../../../db/schema/car-info';
import { carLease } from '../../../db/schema/car-lease';
import { carStatusLog } from '../../../db/schema/car-status-log';
import { sysJob } from '../../../db/schema/sys-job';
import { jobFunctionOf } from '../../../services/jobs/job-functions';
import { useTestApp } from '../../../testing/use-test-app';

const { t } = useTestApp();

it('ends car leases past their end date by the seeded daily job: the car is for rent again', async () => {
  const [job] = await t.db.select().from(sysJob).where(eq(sysJob.invokeTarget, 'carLease.endExpired'));
  expect(job).toMatchObject({ cronExpression: '0 10 0 * * ?', status: '0' });

  const [car] = await t.db
    .insert(carInfo)
    .values({
      plateNumber: 'JOB 1',
      brand: 'Toyota',
      model: 'Vios',
      vehicleType: 'sedan',
      carStatus: 'rented',
      leaseOrderNumber: 'CL-JOB-1',
    })
    .returning({ id: carInfo.id });
  const carId = car?.id ?? 0;
  await t.db.insert(carLease).values({
    carId,
    leaseOrderNumber: 'CL-JOB-1',
    startDate: '2026-03-01',
    endDate: '2026-03-10',
    status: 'active',
    createBy: 'admin',
  });

  const run = jobFunctionOf('carLease.endExpired');
  if (!run) throw new Error('job function not registered');
  const context = { db: t.db, mailer: t.app.mailer, log: t.app.log };
  // On its last day the lease still runs.
  expect(await run({ ...context, now: new Date(2026, 2, 10, 23, 0) })).toBe('0 car leases ended');
  expect(await run({ ...context, now: new Date(2026, 2, 11, 0, 10) })).toBe('1 car leases ended');

  const [after] = await t.db.select().from(carInfo).where(eq(carInfo.id, carId));
  expect(after).toMatchObject({ carStatus: 'pendingRent', leaseOrderNumber: null });
  const [lease] = await t.db.select().from(carLease).where(eq(carLease.carId, carId));
  expect(lease?.status).toBe('ended');
  const history = await t.db.select().from(carStatusLog).where(eq(carStatusLog.carId, carId));
  expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.action, entry.operator])).toEqual([
    ['rented', 'pendingRent', 'leaseExpired', 'system'],
  ]);
});
