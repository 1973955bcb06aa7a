import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/** A work record (viewing, visit, follow-up); times local `YYYY-MM-DD HH:mm:ss`. */
export type Work = WireRow<'/system/work/list', 'get'>;

export type WorkInput = WireBody<'/system/work', 'post'> & { workId?: number };

/** One staff member's records in a period, by result. */
export type StaffWorkSummary = WireData<'/system/work/staffSummary', 'get'>[number];
