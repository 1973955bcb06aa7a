/** "1,2" (the kit joins several choices) or [1, 2] -> [1, 2]; nothing -> []. */
export function idsOf(value: unknown): number[] {
  if (typeof value === 'string') return value ? value.split(',').map(Number) : [];
  return Array.isArray(value) ? value.map(Number) : [];
}
