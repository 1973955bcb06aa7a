import { splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isAllowedImagePath, siteOrigin } from '../utils/image-url';

export const notNegative = (t: TFunction): Rule[] => [
  { type: 'number', min: 0, message: t('car.rules.notNegative') },
];

export const productionYearRule = (t: TFunction): Rule[] => {
  // A car of next year's model can be registered before the year starts.
  const max = new Date().getFullYear() + 1;
  return [{ type: 'number', min: 1900, max, message: t('car.rules.productionYear', { max }) }];
};

export const seatCountRule = (t: TFunction): Rule[] => [
  { type: 'number', min: 1, max: 99, message: t('car.rules.seatCount') },
];

export const phoneRule = (t: TFunction): Rule[] => [
  { pattern: /^\+?[\d\s-]{6,20}$/, message: t('car.rules.phone') },
];

/**
 * Every image address starts with http:// or this site's host (spec section 5); the
 * server refuses any other path too. "At least one" is the field's required rule.
 */
export const imagePathsRule = (t: TFunction): Rule[] => [
  {
    validator: async (_rule, value: string | null | undefined) => {
      if (splitPaths(value).some((path) => !isAllowedImagePath(path)))
        throw new Error(t('car.rules.imageUrl', { host: siteOrigin() }));
    },
  },
];
