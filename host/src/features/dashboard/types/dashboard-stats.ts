/** One slice of a breakdown: a dictionary value, its label in the request's language, and a count. */
export interface StatItem {
  value: string;
  label: string;
  count: number;
}

/** `GET /web-api/dashboard/stats`. */
export interface DashboardStats {
  totals: { houses: number; vehicles: number; contracts: number; customers: number };
  housesByStatus: StatItem[];
  vehiclesByStatus: StatItem[];
  /** The last 12 months, oldest first, `YYYY-MM`. */
  contractsByMonth: { month: string; count: number }[];
  customersBySource: StatItem[];
}
