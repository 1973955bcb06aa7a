/** One slice of a breakdown: a dictionary value, its label in the request's language, and a count. */
export interface StatItem {
  value: string;
  label: string;
  count: number;
}

/**
 * `GET /web-api/dashboard/stats`. A figure is null for a user who may not list its rows
 * (houses, vehicles, contracts, customers): the dashboard then leaves its card out.
 */
export interface DashboardStats {
  totals: {
    houses: number | null;
    vehicles: number | null;
    contracts: number | null;
    customers: number | null;
  };
  housesByStatus: StatItem[] | null;
  vehiclesByStatus: StatItem[] | null;
  /** The last 12 months, oldest first, `YYYY-MM`. */
  contractsByMonth: { month: string; count: number }[] | null;
  customersBySource: StatItem[] | null;
}
