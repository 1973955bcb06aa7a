import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { WireBody, WireData, WireQuery } from '@agency/shared/api/wire';

/** What a contract is generated for: the records its placeholders are filled from. */
export type FillSourceKind = WireQuery<'/pact/fill-sources', 'get'>['kind'];

export const FILL_SOURCE_KINDS: readonly FillSourceKind[] =
  wireLimits['/pact/fill-sources'].get.query.kind.enum;

/** A record picked to fill from, with its label for the list of picked records. */
export type PickedSource = { kind: FillSourceKind } & FillSourceOption;

/** Only placeholders still in `html` are replaced; typed `values` always win. */
export type FillRequest = WireBody<'/pact/templates/{id}/fill', 'post'>;

/** A lease or customer to pick. */
export type FillSourceOption = WireData<'/pact/fill-sources', 'get'>[number];

/** The filled text, every known value, the placeholders still unfilled and all of them. */
export type FilledTemplate = WireData<'/pact/templates/{id}/fill', 'post'>;

/** `id` is the template for addcontent, which also takes the placeholder `values`. */
export type ContentBody = WireBody<'/pact/contracts/addcontent', 'post'>;

/** A saved contract and its type (1 house, 2 vehicle), which picks the list to go to. */
export type SavedContract = WireData<'/pact/contracts/updateContent', 'post'>;
