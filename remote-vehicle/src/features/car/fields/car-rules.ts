import { splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isAllowedImagePath, siteOrigin } from '../utils/image-url';

export const productionYearRule = (t: TFunction): Rule[] => {
  // A car of next year's model can be registered before the year starts.
  const max = new Date().getFullYear() + 1;
  return [{ type: 'number', min: 1900, max, message: t('car.rules.productionYear', { max }) }];
};

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
