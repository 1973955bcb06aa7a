import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { callOk } from './api';
import { LISTED_HOUSE_FIELDS } from './listed-house';

/**
 * A complete house added through the API and audited, so it is listed (pending rent)
 * and shown on the public page; `location` should be unique to find it again.
 */
export async function createListedHouse(
  api: APIRequestContext,
  fields: Record<string, unknown> & { location: string },
): Promise<number> {
  await callOk(api, 'post', '/system/houseRoom', {
    ...LISTED_HOUSE_FIELDS,
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
