/** A vehicle on offer as the public page gets it (`GET /public/car/{id}`, no token). */
export interface PublicCar {
  id: number;
  brand: string;
  model: string;
  vehicleType: string;
  color: string | null;
  productionYear: number | null;
  seatCount: number | null;
  fuelType: string | null;
  displacement: string | null;
  transmission: string | null;
  driveType: string | null;
  mileage: number | null;
  /** pendingRent or notSold */
  carStatus: string;
  description: string | null;
  currency: string | null;
  rentPerDay: number | null;
  rentPerMonth: number | null;
  cashDeposit: number | null;
  saleCurrency: string | null;
  saleMoney: number | null;
  agentName: string | null;
  agentPhone: string | null;
  contactMethod: string | null;
  /** Comma-separated image paths. */
  images: string | null;
  videos: string | null;
  qualityCar: boolean;
  /** Dictionary labels in the visitor's language. */
  labels?: {
    vehicleType: string | null;
    fuelType: string | null;
    transmission: string | null;
    driveType: string | null;
  };
}
