/** The contract list a saved contract belongs to: vehicle contracts (type 2) under the cars section. */
export function contractListPath(type: number): string {
  return type === 2 ? '/vehicle/carContract' : '/pact/contract';
}

/** The public read-only page of a share token. */
export function shareUrl(token: string): string {
  return `${window.location.origin}/contracts/${encodeURIComponent(token)}`;
}

/** A numeric id opens the staff screen; anything else is a share token. */
export function isNumericId(param: string | undefined): boolean {
  return param !== undefined && /^[1-9]\d{0,14}$/.test(param);
}
