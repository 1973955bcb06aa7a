import type { Contract } from '../features/contract/types/contract';

/**
 * A contract row as the server sends it: a house contract drafted by admin, unsigned, unshared,
 * with its Word file. A test names only what it is about (`aContract({ id: 5, status: 1 })`).
 */
export function aContract(fields: Partial<Contract> & Pick<Contract, 'id' | 'contractTitle'>): Contract {
  return {
    status: 0,
    type: 1,
    createBy: 'admin',
    createdAt: '2026-01-01 10:00:00',
    updatedAt: null,
    template: null,
    signedBy: null,
    signedAt: null,
    endDate: null,
    previousId: null,
    shared: false,
    shareExpiresAt: null,
    hasDocx: true,
    ...fields,
  };
}
