/** Contract status: 0 draft, 1 signed, 2 expired. */
export type ContractStatus = 0 | 1 | 2;

/** The dictionary that labels contract statuses (tags and the status filter). */
export const CONTRACT_STATUS_DICT = 'pact_contract_status';

/** A contract row of `POST /pact/contracts` (and `GET /pact/contracts/{id}` with its content). */
export interface Contract {
  id: number;
  contractTitle: string;
  status: ContractStatus;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createdAt: string;
  /** The template the contract is based on, when it still exists. */
  template: { id: number; templateName: string } | null;
  /** 1 house contract, 2 vehicle contract. */
  type: number;
  /** Who signed it and when (`YYYY-MM-DD HH:mm:ss`), for signed and expired contracts. */
  signedBy: string | null;
  signedAt: string | null;
  /** `YYYY-MM-DD`: a signed contract expires after this day. */
  endDate: string | null;
  /** The signed contract this draft is a new version of. */
  previousId: number | null;
  /** Whether a read-only share link is active. */
  shared: boolean;
  /** HTML; only the detail call carries it. */
  instanceContent?: string;
}

/** A shared contract as a customer sees it (`GET /public/contract/{token}`). */
export interface PublicContract {
  contractTitle: string;
  instanceContent: string;
  status: number;
  signedAt: string | null;
  endDate: string | null;
}
