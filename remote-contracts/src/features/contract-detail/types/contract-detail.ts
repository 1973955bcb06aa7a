/** What a contract is generated for: the data its placeholders are filled from. */
export type FillSourceKind = 'houseLease' | 'carLease' | 'customer';

export const FILL_SOURCE_KINDS: readonly FillSourceKind[] = ['houseLease', 'carLease', 'customer'];

/** A lease or customer to pick (`GET /pact/fill-sources`). */
export interface FillSourceOption {
  id: number;
  label: string;
}

/** `data` of `GET /pact/templates/{id}/fill`: the filled HTML and the placeholders left for the user. */
export interface FilledTemplate {
  html: string;
  unfilled: string[];
}

/** Body of `POST /pact/contracts/updateContent` and `/addcontent` (`id` is the template for addcontent). */
export interface ContentBody {
  id: number;
  contractTitle: string;
  instanceContent: string;
  type?: number;
}

/** `data` of a save: the contract and its type (1 house, 2 vehicle), which picks the list to go to. */
export interface SavedContract {
  id: number;
  type: number;
}
