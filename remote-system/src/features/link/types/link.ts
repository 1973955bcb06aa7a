import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A quick link as `/system/link` sends it: `visible` '0' shown in the navbar, '1' hidden. */
export type QuickLink = Narrowed<WireRow<'/system/link/list', 'get'>, { visible: EnableStatus }>;

export type QuickLinkInput = WireBody<'/system/link', 'post'> & { linkId?: number };
