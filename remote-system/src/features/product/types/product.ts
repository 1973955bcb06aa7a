import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A service package as `/system/product` sends it (`status` '0' offered, '1' withdrawn). */
export type Product = Narrowed<WireRow<'/system/product/list', 'get'>, { status: EnableStatus }>;

export type ProductInput = WireBody<'/system/product', 'post'> & { productId?: number };
