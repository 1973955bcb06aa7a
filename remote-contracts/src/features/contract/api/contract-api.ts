import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { withPostList } from '../../post-list/api/with-post-list';
import type { Contract } from '../types/contract';

/**
 * Contracts: `POST /pact/contracts` lists them, `GET /pact/contracts/{id}` (the
 * kit's default) reads one, `DELETE /pact/deleteInstance/{ids}` deletes.
 */
export const contractApi = withPostList(
  createResourceApi<Contract>({
    name: 'contract',
    base: '/pact/contracts',
    tag: 'Contract',
    idKey: 'id',
    list: { url: '/pact/contracts', method: 'post' },
    deleteUrl: (ids) => `/pact/deleteInstance/${ids.join(',')}`,
  }),
  {
    // The URL carries the status filter as text; the server takes the number.
    toBody: ({ status, ...query }) => (status === undefined ? query : { ...query, status: Number(status) }),
  },
);
