import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Product, ProductInput } from '../types/product';

/** Service packages (`/system/product`): the kit's list, get, add, edit, delete and export. */
export const productApi = createResourceApi<Product, ProductInput>({
  name: 'product',
  base: '/system/product',
  tag: 'Product',
  idKey: 'productId',
});
