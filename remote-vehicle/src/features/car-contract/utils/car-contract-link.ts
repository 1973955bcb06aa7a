/** The customer's page of a vehicle contract share token (`/carContracts/:id` of the host). */
export function carContractLinkUrl(token: string): string {
  return `${window.location.origin}/carContracts/${encodeURIComponent(token)}`;
}
