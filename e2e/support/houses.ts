import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { callOk } from './api';

/**
 * A complete house added through the API and audited, so it is listed (pending rent)
 * and shown on the public page; `location` should be unique to find it again.
 */
export async function createListedHouse(
  api: APIRequestContext,
  fields: Record<string, unknown> & { location: string },
): Promise<number> {
  await callOk(api, 'post', '/system/houseRoom', {
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
    ...fields,
  });
  const houses = await callOk(
    api,
    'get',
    `/system/houseRoom/list?location=${encodeURIComponent(fields.location)}`,
  );
  const id = (houses.rows as { id: number }[])[0]?.id;
  expect(id).toBeDefined();
  await callOk(api, 'put', `/system/houseRoom/handleAudit/${id}`);
  return id as number;
}
