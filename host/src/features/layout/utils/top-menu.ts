/** How many top-menu entries fit: floor(width / 3 / 85) (spec section 2), at least one. */
export function visibleTopMenuCount(width: number): number {
  return Math.max(1, Math.floor(width / 3 / 85));
}
