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
  /** The active lease's order number while rented. */
  leaseOrderNumber: string | null;
  /** The sale, once sold. */
  soldPrice?: number | null;
  soldCurrency?: string | null;
  buyerName?: string | null;
  buyerPhone?: string | null;
  soldTime?: string | null;
  remark: string | null;
  createBy?: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime?: string;
  updateTime?: string | null;
}

/** A vehicle with its status history and leases (`GET /system/car/{id}`). */
export interface CarDetail extends Car {
  history?: CarStatusChange[];
  leases?: CarLease[];
}

/** One row of a vehicle's status history. */
export interface CarStatusChange {
  fromStatus: string | null;
  toStatus: string;
  /** add, edit, lease, endLease, leaseExpired, sold */
  action: string;
  /** The lease order number or the buyer. */
  note: string | null;
  operator: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  time: string;
}

/** A lease of a vehicle (`/system/carLease`). */
export interface CarLease {
  id: number;
  carId: number;
  plateNumber: string | null;
  type: LeaseType;
  leaseOrderNumber: string;
  customerName: string | null;
  customerPhone: string | null;
  /** `YYYY-MM-DD` */
  startDate: string | null;
  endDate: string | null;
  amount: number | null;
  currency: string | null;
  status: LeaseStatus;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
}

export type LeaseType = 'day' | 'month';
export type LeaseStatus = 'active' | 'ended' | 'endedEarly';

/** The body of `PUT /system/car/handleLease/{id}`. */
export interface LeaseInput {
  type: LeaseType;
  leaseOrderNumber: string;
  customerName: string;
  customerPhone: string | null;
  startDate: string;
  endDate: string;
  amount: number;
  currency: string;
  remark: string | null;
}

/** The body of `PUT /system/car/handleSold/{id}`. */
export interface SaleInput {
  soldPrice: number;
  soldCurrency: string;
  buyerName: string;
  buyerPhone: string | null;
}

/** The fields the add/edit form sends (`id` only when editing). */
export type CarInput = Partial<
  Omit<
    Car,
    | 'id'
    | 'createBy'
    | 'createTime'
    | 'updateTime'
    | 'leaseOrderNumber'
    | 'videos'
    | 'soldPrice'
    | 'soldCurrency'
    | 'buyerName'
    | 'buyerPhone'
    | 'soldTime'
  >
> &
  Pick<Car, 'plateNumber' | 'brand' | 'model' | 'vehicleType'> & { id?: number };
