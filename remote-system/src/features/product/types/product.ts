import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A service package as `/system/product` sends it. */
export interface Product {
  productId: number;
  /** Upper case; contracts name it as `{{product:CODE}}`. */
  productCode: string;
  productName: string;
  description: string | null;
  price: number;
  /** A value of `sys_currency`. */
  currency: string;
  /** '0' offered, '1' withdrawn. */
  status: EnableStatus;
  createTime: string | null;
  remark: string | null;
}

export type ProductInput = Omit<Product, 'createTime'> & { productId?: number };

export const CURRENCY_DICT = 'sys_currency';
