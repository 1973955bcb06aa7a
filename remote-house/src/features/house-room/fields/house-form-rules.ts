import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

const filled = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Rules that look at other fields: the prices and what each needs (contract: POST /system/houseRoom). */
export interface CrossFieldRule {
  /** Fields whose change re-checks this one. */
  dependencies: string[];
  rules: (t: TFunction, isDraft: () => boolean) => Rule[];
}

/** A rent or a sale price (at least one); a rent needs a currency and a period, a sale price a currency. */
export const CROSS_FIELD_RULES: Record<string, CrossFieldRule> = {
  rent: {
    dependencies: ['salePrice'],
    rules: (t, isDraft) => [
      ({ getFieldValue }) => ({
        validator: async (_rule, value) => {
          if (isDraft() || filled(value) || filled(getFieldValue('salePrice'))) return;
          throw new Error(t('houseRoom.rules.priceRequired'));
        },
      }),
    ],
  },
  salePrice: {
    dependencies: ['rent'],
    rules: (t, isDraft) => [
      ({ getFieldValue }) => ({
        validator: async (_rule, value) => {
          if (isDraft() || filled(value) || filled(getFieldValue('rent'))) return;
          throw new Error(t('houseRoom.rules.priceRequired'));
        },
      }),
    ],
  },
  currency: {
    dependencies: ['rent', 'salePrice'],
    rules: (t, isDraft) => [
      ({ getFieldValue }) => ({
        validator: async (_rule, value) => {
          if (isDraft() || filled(value)) return;
          if (filled(getFieldValue('rent')) || filled(getFieldValue('salePrice')))
            throw new Error(t('houseRoom.rules.currencyRequired'));
        },
      }),
    ],
  },
  timeUnit: {
    dependencies: ['rent'],
    rules: (t, isDraft) => [
      ({ getFieldValue }) => ({
        validator: async (_rule, value) => {
          if (isDraft() || filled(value) || !filled(getFieldValue('rent'))) return;
          throw new Error(t('houseRoom.rules.timeUnitRequired'));
        },
      }),
    ],
  },
};

export { filled };
