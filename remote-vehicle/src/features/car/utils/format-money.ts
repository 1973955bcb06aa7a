/** `1,200,000 LAK`; '-' when there is no amount. */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined) return '-';
  const text = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return currency ? `${text} ${currency}` : text;
}
