import type { TFunction } from 'i18next';

/** "airConditioning" -> "Air conditioning": a value the page has no text for still reads as words. */
function humanize(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/*
 * The public page has no login, and the dictionary route needs one: the
 * labels of the house dictionaries it shows come with the page (houseDetail
 * group), in the visitor's language.
 */

export const typeLabel = (t: TFunction, value: string | null | undefined) =>
  value ? t(`houseDetail.types.${value}`, { defaultValue: humanize(value) }) : '';

export const featureLabel = (t: TFunction, value: string) =>
  t(`houseDetail.featureLabels.${value}`, { defaultValue: humanize(value) });

export const unitLabel = (t: TFunction, value: string | null | undefined) =>
  value ? t(`houseDetail.units.${value}`, { defaultValue: value }) : '';
