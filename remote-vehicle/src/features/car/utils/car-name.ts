import type { Car } from '../types/car';

/** "Toyota Vios (ກຂ 1234)": how messages and dialog titles name a vehicle. */
export function carName(car: Pick<Car, 'brand' | 'model' | 'plateNumber'>): string {
  return `${car.brand} ${car.model} (${car.plateNumber})`;
}
