/** A vehicle as the API sends it (`/system/car`). Enumerated fields hold dictionary values. */
export interface Car {
  id: number;
  plateNumber: string;
  brand: string;
  model: string;
  /** Dict `car_type`: sedan, suv, mpv, sports, truck, pickup. */
  vehicleType: string;
  color: string | null;
  productionYear: number | null;
  seatCount: number | null;
  /** Dict `car_fuel_type`: gasoline, diesel, electric, hybrid. */
  fuelType: string | null;
  displacement: string | null;
  /** Dict `car_transmission`: manual, automatic, semiAutomatic. */
  transmission: string | null;
  /** Dict `car_drive_type`: 2WD, 4WD. */
  driveType: string | null;
  mileage: number | null;
  /** Dict `car_status`: pendingRent, rented, sold, notSold. */
  carStatus: string;
  /** Ownership / rights. */
  attribute: string | null;
  description: string | null;
  price: number | null;
  /** Dict `sys_currency`. */
  currency: string | null;
  rentPerDay: number | null;
  rentPerMonth: number | null;
  dailySalePrice: number | null;
  monthlySalePrice: number | null;
  cashDeposit: number | null;
  saleCurrency: string | null;
  saleMoney: number | null;
  agentName: string | null;
  agentPhone: string | null;
  contactMethod: string | null;
  /** Comma-separated image paths. */
  images: string | null;
  /** The server's JSON array of videos; read only here (the add/edit body does not take it). */
  videos: string | null;
  qualityCar: boolean;
  leaseOrderNumber: string | null;
  remark: string | null;
  createBy?: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime?: string;
  updateTime?: string | null;
}

/** The fields the add/edit form sends (`id` only when editing). */
export type CarInput = Partial<
  Omit<Car, 'id' | 'createBy' | 'createTime' | 'updateTime' | 'leaseOrderNumber' | 'videos'>
> &
  Pick<Car, 'plateNumber' | 'brand' | 'model' | 'vehicleType'> & { id?: number };
