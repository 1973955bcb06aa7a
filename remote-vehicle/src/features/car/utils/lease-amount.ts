import type { Dayjs } from 'dayjs';
import type { Car, LeaseType } from '../types/car';

/**
 * The amount a lease comes to at the car's rent: days x rent per day (the rent unit is
 * the day), or whole months (rounded up) x rent per month; null when unknown.
 */
export function suggestedAmount(
  car: Pick<Car, 'rentPerDay' | 'rentPerMonth'>,
  type: LeaseType | undefined,
  start: Dayjs | null | undefined,
  end: Dayjs | null | undefined,
): number | null {
  if (!start || !end?.isAfter(start, 'day')) return null;
  if (type === 'month') {
    if (car.rentPerMonth == null) return null;
    const months = Math.max(1, Math.ceil(end.diff(start, 'month', true)));
    return months * car.rentPerMonth;
  }
  if (car.rentPerDay == null) return null;
  return end.diff(start, 'day') * car.rentPerDay;
}
