function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function formatValue(value: unknown): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  }
  return String(value);
}

function append(parts: string[], key: string, value: unknown): void {
  if (isEmpty(value)) return;
  if (value instanceof Date || typeof value !== 'object') {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(formatValue(value))}`);
    return;
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>);
  for (const [childKey, childValue] of entries) append(parts, `${key}[${childKey}]`, childValue);
}

/**
 * Query string in RuoYi's form (its `tansParams`): `params[beginTime]=...`,
 * arrays as `ids[0]=1&ids[1]=2`, nested objects as `a[b][c]=...`;
 * `undefined`, `null` and `''` are left out; dates as `YYYY-MM-DD HH:mm:ss`.
 * Keys and values are URI-encoded. No leading `?`.
 */
export function serializeParams(params: unknown): string {
  if (params === null || typeof params !== 'object') return '';
  if (params instanceof URLSearchParams) return params.toString();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) append(parts, key, value);
  return parts.join('&');
}
