/**
 * Every field a house needs to pass the audit and show on its public page, but its
 * `location` (each caller's own, to find the house again). No imports: the bench
 * (bench/first-load.bench.ts) uses it without the e2e set-up.
 */
export const LISTED_HOUSE_FIELDS = {
  type: 'villa',
  bedrooms: 3,
  livingRooms: 1,
  bathrooms: 2,
  area: 187,
  region: 'Vientiane',
  rent: 1200,
  currency: 'USD',
  timeUnit: 'month',
  contact: 'Mr. Somchai',
  contactMethod: 'WhatsApp',
  features: 'airConditioning,garden',
  images: '/profile/upload/2026/01/02/a.png',
} as const;
