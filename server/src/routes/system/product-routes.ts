import { Type } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { sysProduct } from '../../db/schema/sys-product';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { otherRowExists } from '../../services/crud-queries';
import { NullableString } from '../../services/crud-schemas';
import { unknownDictValues } from '../../services/dict-values';
import { equalsFilter, searchFilter } from '../../services/list-filters';
import { productMessages } from './product-messages';
import { StatusValue } from './user-schemas';

type ProductRow = typeof sysProduct.$inferSelect;

const ProductOut = Type.Object({
  productId: Type.Integer(),
  productCode: Type.String(),
  productName: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number(),
  currency: Type.String(),
  status: Type.String(),
  ...AuditSchemaFields,
});

const ProductFields = {
  productCode: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
  productName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  description: Type.Optional(NullableString({ maxLength: 2000 })),
  price: Type.Number({ minimum: 0, maximum: 999_999_999_999 }),
  currency: Type.String({ minLength: 1, maxLength: 8 }),
  status: Type.Optional(StatusValue),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type ProductValues = {
  productCode: string;
  productName: string;
  description: string | null;
  price: number;
  currency: string;
  status: string;
  remark: string | null;
};

async function checkProduct(values: ProductValues, { db, t }: CrudContext, exceptId?: number) {
  if (
    await otherRowExists(
      db,
      sysProduct,
      sysProduct.productId,
      [eq(sysProduct.productCode, values.productCode)],
      exceptId,
    )
  )
    throw new FormApiError(
      [{ field: 'productCode', message: t('product.codeExists', { code: values.productCode }) }],
      t,
    );
  const unknown = await unknownDictValues(db, { currency: ['sys_currency', values.currency] });
  if (unknown.length > 0)
    throw new FormApiError(
      unknown.map((field) => ({ field, message: t('product.unknownValue') })),
      t,
    );
}

/**
 * The agency's service packages, `/system/product` (`system:product:*`): code, name,
 * description, price and currency, offered or withdrawn; export. A contract template
 * names an offered one as `{{product:CODE}}` (see pact-placeholders).
 */
export const productRoutes = defineCrudRoutes({
  basePath: '/system/product',
  table: sysProduct,
  idColumn: sysProduct.productId,
  idName: 'productId',
  permission: 'system:product',
  tag: 'system: products',
  noun: ['product', 'products'],
  operLogTitle: 'Product',
  notFoundKey: 'product.notFound',
  labelPrefix: 'product.field',
  messages: productMessages,
  out: ProductOut,
  toOut: (row: ProductRow) => ({
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    description: row.description,
    price: row.price,
    currency: row.currency,
    status: row.status,
    ...auditOut(row),
  }),
  fields: ProductFields,
  values: (body): ProductValues => ({
    productCode: body.productCode.trim().toUpperCase(),
    productName: body.productName.trim(),
    description: body.description?.trim() || null,
    price: body.price,
    currency: body.currency,
    status: body.status ?? '0',
    remark: body.remark?.trim() || null,
  }),
  filters: {
    productName: Type.Optional(Type.String({ maxLength: 100 })),
    currency: Type.Optional(Type.String({ maxLength: 8 })),
    status: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
  },
  where: (filters) => {
    return and(
      searchFilter([sysProduct.productName, sysProduct.productCode], filters.productName),
      equalsFilter(sysProduct.currency, filters.currency),
      equalsFilter(sysProduct.status, filters.status),
    );
  },
  sortable: {
    productId: sysProduct.productId,
    productCode: sysProduct.productCode,
    productName: sysProduct.productName,
    price: sysProduct.price,
  },
  defaultOrder: [asc(sysProduct.productCode)],
  dictFields: { currency: 'sys_currency', status: 'sys_normal_disable' },
  hooks: {
    beforeCreate: (values, context) => checkProduct(values, context),
    beforeUpdate: (values, context) => checkProduct(values, context, context.id),
  },
  export: {
    sheetKey: 'product.sheet',
    fileNameKey: 'product.fileName',
    columns: [
      { field: 'productId' },
      { field: 'productCode' },
      { field: 'productName' },
      { field: 'description', width: 50 },
      { field: 'price' },
      { field: 'currency' },
      { field: 'status' },
    ],
  },
  routes: { importTemplate: false, importData: false },
});
