import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { Typography } from 'antd';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { productApi } from '../api/product-api';
import { CURRENCY_DICT } from '../config/product-dicts';
import type { Product, ProductInput } from '../types/product';

/** The placeholder a contract template writes for the product. */
const placeholderOf = (code: string) => `{{product:${code}}}`;

const { field, input } = fieldMaker<Product>('product', 'product.placeholder');

/** The product screen as a declaration (`system/product`): the agency's service packages. */
export const productResource: ResourceDefinition<Product, ProductInput> = {
  ...resourceNames('system', 'product'),
  api: productApi,
  titleKey: 'productName',
  // Required, lengths, the price's range and the code's pattern come from the server's schema.
  limits: wireLimits['/system/product'].post.body,
  form: { width: 720 },
  texts: resourceTexts('product', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  fields: [
    input('productCode', {
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
    }),
    field('productName', {
      card: 'title',
      column: { sortable: true, ellipsis: true },
      search: { placeholder: 'product.placeholder.search' },
      form: { placeholder: 'product.placeholder.productName' },
    }),
    field('price', {
      type: 'money',
      precision: 2,
      currencyKey: 'currency',
      currencyDict: CURRENCY_DICT,
      card: true,
      column: { sortable: true, align: 'right', width: 170 },
    }),
    field('currency', {
      type: 'dict',
      dict: CURRENCY_DICT,
      column: false,
      search: true,
      form: { initialValue: 'LAK' },
    }),
    statusField('product.fields.status', NORMAL_DISABLE_DICT),
    field('description', {
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 4 } },
    }),
    remarkField('product.fields.remark'),
  ],
};
