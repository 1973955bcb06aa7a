import type { WireData } from '@agency/shared/api/wire';

/** The dashboard's figures; one is null for a user who may not list its rows (its card is left out). */
export type DashboardStats = WireData<'/dashboard/stats', 'get'>;

/** One slice of a breakdown: a dictionary value, its label in the request's language, and a count. */
export type StatItem = NonNullable<DashboardStats['housesByStatus']>[number];
