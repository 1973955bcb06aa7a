import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { Typography } from 'antd';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { productApi } from '../api/product-api';
import { CURRENCY_DICT } from '../config/product-dicts';
import type { Product, ProductInput } from '../types/product';

/** The placeholder a contract template writes for the product. */
const placeholderOf = (code: string) => `{{product:${code}}}`;

/** The product screen as a declaration (`system/product`): the agency's service packages. */
export const productResource: ResourceDefinition<Product, ProductInput> = {
  key: 'system.product',
  ns: 'system',
  api: productApi,
  permission: 'system:product',
  titleKey: 'productName',
  // Required, lengths, the price's range and the code's pattern come from the server's schema.
  limits: wireLimits['/system/product'].post.body,
  form: { width: 720 },
  texts: {
    addTitle: 'product.addTitle',
    editTitle: 'product.editTitle',
    addSuccess: 'product.addSuccess',
    editSuccess: 'product.editSuccess',
    deleteTitle: 'product.deleteTitle',
    deleteOne: 'product.deleteOne',
    deleteMany: 'product.deleteMany',
    deleteSuccess: 'product.deleteSuccess',
    selectToDelete: 'product.selectToDelete',
    loadFailed: 'product.loadFailed',
    exportFileName: 'product.exportFileName',
    empty: 'product.empty',
  },
  fields: [
    {
      key: 'productCode',
      label: 'product.fields.productCode',
      card: true,
      column: {
        width: 230,
        sortable: true,
        render: (row) => (
          <Typography.Text code copyable={{ text: placeholderOf(row.productCode) }}>
            {row.productCode}
          </Typography.Text>
        ),
      },
      form: {
        placeholder: 'product.placeholder.productCode',
        messages: { pattern: 'product.rules.productCode' },
        // The placeholders go in as values: written in the text, i18next would read them as its own.
        extra: (t) =>
          t('product.hint.productCode', {
            placeholder: '{{product:CODE}}',
            name: '{{product:CODE:name}}',
            price: '{{product:CODE:price}}',
            interpolation: { escapeValue: false },
          }),
      },
    },
    {
      key: 'productName',
      label: 'product.fields.productName',
      card: 'title',
      column: { sortable: true, ellipsis: true },
      search: { placeholder: 'product.placeholder.search' },
      form: { placeholder: 'product.placeholder.productName' },
    },
    {
      key: 'price',
      label: 'product.fields.price',
      type: 'money',
      precision: 2,
      currencyKey: 'currency',
      currencyDict: CURRENCY_DICT,
      card: true,
      column: { sortable: true, align: 'right', width: 170 },
    },
    {
      key: 'currency',
      label: 'product.fields.currency',
      type: 'dict',
      dict: CURRENCY_DICT,
      column: false,
      search: true,
      form: { initialValue: 'LAK' },
    },
    {
      key: 'status',
      label: 'product.fields.status',
      type: 'dict',
      dict: NORMAL_DISABLE_DICT,
      card: true,
      column: { width: 100 },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'description',
      label: 'product.fields.description',
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 4 } },
    },
    {
      key: 'remark',
      label: 'product.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
  ],
};
