/** Dictionary types of the vehicle fields (seeded by the server in `sys_dict_type`). */
export const CAR_DICTS = {
  vehicleType: 'car_type',
  fuelType: 'car_fuel_type',
  transmission: 'car_transmission',
  driveType: 'car_drive_type',
  carStatus: 'car_status',
  currency: 'sys_currency',
} as const;
