import type { Contract } from '@agency/shared/features/contract/types/contract';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';

/**
 * Contracts: `POST /pact/contracts` lists them, `GET /pact/contracts/{id}` (the
 * kit's default) reads one, `DELETE /pact/deleteInstance/{ids}` deletes.
 */
export const contractApi = createResourceApi<Contract>({
  name: 'contract',
  base: '/pact/contracts',
  tag: 'Contract',
  list: {
    url: '/pact/contracts',
    method: 'post',
    // The URL carries the filters as text; the server takes numbers.
    body: ({ status, templateId, ...query }) => ({
      ...query,
      ...(status === undefined ? {} : { status: Number(status) }),
      ...(templateId === undefined ? {} : { templateId: Number(templateId) }),
    }),
  },
  deleteUrl: (ids) => `/pact/deleteInstance/${ids.join(',')}`,
});
