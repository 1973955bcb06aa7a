import { carInfo } from '../../../db/schema/car-info';
import type { TestApp } from '../../../testing/test-app';

/**
 * Puts a car straight into the database, for tests that need one to link to (a Toyota
 * Vios sedan unless the values say otherwise), and returns its id.
 */
export async function insertCar(
  t: TestApp,
  values: Partial<typeof carInfo.$inferInsert> & { plateNumber: string },
): Promise<number> {
  const [car] = await t.db
    .insert(carInfo)
    .values({ brand: 'Toyota', model: 'Vios', vehicleType: 'sedan', ...values })
    .returning({ id: carInfo.id });
  return car?.id ?? 0;
}
