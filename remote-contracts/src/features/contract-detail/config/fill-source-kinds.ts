import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { WireQuery } from '@agency/shared/api/wire';

/** What a contract is generated for: the records its placeholders are filled from. */
export type FillSourceKind = WireQuery<'/pact/fill-sources', 'get'>['kind'];

export const FILL_SOURCE_KINDS: readonly FillSourceKind[] =
  wireLimits['/pact/fill-sources'].get.query.kind.enum;
