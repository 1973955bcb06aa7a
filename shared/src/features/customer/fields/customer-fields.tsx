import type { ResourceDefinition } from '../../resource/types/resource-definition';
import type { ResourceField } from '../../resource/types/resource-field';
import { registerCustomerLocales } from '../locales/register-customer-locales';
import type { Customer, CustomerInput } from '../types/customer';

registerCustomerLocales();

/**
 * The customer fields (spec section 3) with the form rules of section 5: a name and a
 * phone or an e-mail, budget minimum not above the maximum. Houses and vehicles share
 * the customers; on the vehicle screen the car model requirement is a column, a filter
 * and required, and the house layout requirement is left out of the form. Lengths, ranges
 * and patterns come from the server's schema (each screen's `limits`).
 */
export function customerFields(screen: 'house' | 'vehicle'): ResourceField<Customer>[] {
  const vehicle = screen === 'vehicle';
  return [
    {
      key: 'clientName',
      label: 'customer.fields.clientName',
      card: 'title',
      column: { fixed: 'left', width: 170, sortable: true },
      search: { placeholder: 'customer.placeholders.clientName' },
      form: {
        requiredMessage: 'customer.rules.nameRequired',
        placeholder: 'customer.placeholders.clientName',
      },
    },
    {
      key: 'phoneNumber',
      label: 'customer.fields.phoneNumber',
      card: true,
      column: { width: 150 },
      search: { placeholder: 'customer.placeholders.phoneNumber' },
      form: {
        placeholder: 'customer.placeholders.phoneNumber',
        props: { inputMode: 'tel' },
        extra: 'customer.placeholders.contactHint',
        messages: { pattern: 'customer.rules.phoneFormat' },
        rules: (t) => [
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              const email = getFieldValue('email') as string | undefined;
              if (!value?.trim() && !email?.trim()) throw new Error(t('customer.rules.contactRequired'));
            },
          }),
        ],
      },
    },
    {
      key: 'email',
      label: 'customer.fields.email',
      card: true,
      column: { width: 200, ellipsis: true },
      search: { advanced: true, placeholder: 'customer.placeholders.email' },
      form: {
        placeholder: 'customer.placeholders.email',
        messages: { pattern: 'customer.rules.emailFormat' },
      },
    },
    {
      key: 'status',
      label: 'customer.fields.status',
      type: 'dict',
      dict: 'customer_status',
      card: true,
      column: { align: 'center', width: 120, sortable: true },
      search: true,
      form: { initialValue: 'new', required: true },
    },
    {
      key: 'clientSource',
      label: 'customer.fields.clientSource',
      type: 'dict',
      dict: 'customer_source',
      card: true,
      column: { width: 140 },
      search: true,
      form: {},
    },
    {
      key: 'budgetMin',
      label: 'customer.fields.budgetMin',
      type: 'money',
      precision: 2,
      currencyKey: 'currency',
      column: { width: 140, sortable: true },
      form: { messages: { range: 'customer.rules.notNegative' } },
    },
    {
      key: 'budgetMax',
      label: 'customer.fields.budgetMax',
      type: 'money',
      min: 0,
      precision: 2,
      currencyKey: 'currency',
      column: { width: 140, sortable: true },
      form: {
        rules: (t) => [
          { type: 'number', min: 0, message: t('customer.rules.notNegative') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: number | null | undefined) => {
              const min = getFieldValue('budgetMin') as number | null | undefined;
              if (value != null && min != null && value < min)
                throw new Error(t('customer.rules.budgetOrder'));
            },
          }),
        ],
      },
    },
    {
      key: 'currency',
      label: 'customer.fields.currency',
      type: 'dict',
      dict: 'sys_currency',
      column: { hidden: true },
      form: {},
    },
    {
      key: 'preferredAreas',
      label: 'customer.fields.preferredAreas',
      card: true,
      column: { width: 180, ellipsis: true },
      form: { placeholder: 'customer.placeholders.preferredAreas' },
    },
    {
      key: 'layoutRequirement',
      label: 'customer.fields.layoutRequirement',
      column: { hidden: true },
      form: vehicle ? false : { placeholder: 'customer.placeholders.layoutRequirement' },
    },
    {
      key: 'carModelRequirement',
      label: 'customer.fields.carModelRequirement',
      card: vehicle,
      column: vehicle ? { width: 180, ellipsis: true } : { hidden: true },
      ...(vehicle ? { search: { placeholder: 'customer.placeholders.carModelRequirement' } } : {}),
      form: {
        placeholder: 'customer.placeholders.carModelRequirement',
        required: vehicle,
        requiredMessage: 'customer.rules.carModelRequired',
      },
    },
    {
      key: 'expectedMoveInDate',
      label: 'customer.fields.expectedMoveInDate',
      type: 'date',
      column: { width: 130, sortable: true },
      form: {},
    },
    {
      key: 'otherRequirements',
      label: 'customer.fields.otherRequirements',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 3 } },
    },
    {
      key: 'remark',
      label: 'customer.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
    {
      key: 'createTime',
      label: 'customer.fields.createTime',
      type: 'datetime',
      column: { width: 170, sortable: true },
      search: { advanced: true },
      form: false,
    },
  ];
}

/** The customer screens' texts (group `customer` of the `common` namespace). */
export const CUSTOMER_TEXTS: ResourceDefinition<Customer, CustomerInput>['texts'] = {
  addTitle: 'customer.dialog.addTitle',
  editTitle: 'customer.dialog.editTitle',
  addSuccess: 'customer.messages.addSuccess',
  editSuccess: 'customer.messages.editSuccess',
  deleteOne: 'customer.dialog.deleteOne',
  deleteMany: 'customer.dialog.deleteMany',
  deleteSuccess: 'customer.messages.deleteSuccess',
  selectToDelete: 'customer.messages.selectToDelete',
  loadFailed: 'customer.messages.loadFailed',
  exportFileName: 'customer.messages.exportFileName',
  empty: 'customer.messages.empty',
};
