/** What a contract is generated for: the records its placeholders are filled from. */
export type FillSourceKind = 'houseLease' | 'carLease' | 'customer' | 'house' | 'car';

export const FILL_SOURCE_KINDS: readonly FillSourceKind[] = [
  'houseLease',
  'carLease',
  'customer',
  'house',
  'car',
];

/** A record picked to fill from, with its label for the list of picked records. */
export interface PickedSource {
  kind: FillSourceKind;
  id: number;
  label: string;
}

/** Body of `POST /pact/templates/{id}/fill`. */
export interface FillRequest {
  /** The text being edited: only placeholders still in it are replaced. */
  html: string;
  sources: Array<{ kind: FillSourceKind; id: number }>;
  /** What the user typed: always wins. */
  values: Record<string, string>;
}

/** A lease or customer to pick (`GET /pact/fill-sources`). */
export interface FillSourceOption {
  id: number;
  label: string;
}

/** `data` of `POST /pact/templates/{id}/fill`. */
export interface FilledTemplate {
  html: string;
  /** Every known value: typed, then from the records, the agency and the dates. */
  values: Record<string, string>;
  /** Placeholders still without a value (they stay visible in the text). */
  unfilled: string[];
  /** The template's placeholders (headers and footers too), then any others in the text. */
  placeholders: string[];
}

/** Body of `POST /pact/contracts/updateContent` and `/addcontent` (`id` is the template for addcontent). */
export interface ContentBody {
  id: number;
  contractTitle: string;
  instanceContent: string;
  type?: number;
  /** addcontent: the placeholder values, filled into the template's Word document. */
  values?: Record<string, string>;
}

/** `data` of a save: the contract and its type (1 house, 2 vehicle), which picks the list to go to. */
export interface SavedContract {
  id: number;
  type: number;
}
