import type { Narrowed, WireBody, WireData } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A department as `/system/dept/list` sends it (flat; the screen builds the tree). */
export type Dept = Narrowed<WireData<'/system/dept/list', 'get'>[number], { status: EnableStatus }>;

export type DeptInput = WireBody<'/system/dept', 'post'> & { deptId?: number };
