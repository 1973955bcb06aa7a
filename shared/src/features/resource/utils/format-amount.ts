/** A number with thousands separators and at most `precision` decimals (`1,250,000.5`). */
export function formatAmount(value: number, precision = 2): string {
  if (!Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', { maximumFractionDigits: precision });
}
