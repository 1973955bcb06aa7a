/** An area as the name shows it: up to two decimals, no grouping ("187", "87.5"). */
function areaText(area: number): string {
  return String(Math.round(area * 100) / 100);
}

/**
 * A house's name from its type label (in the reader's language) and its area,
 * e.g. "Villa 187 m²" or "ວິນລາ 187 m²"; the server keeps the English one for
 * search and export. Empty when neither is known.
 */
export function houseName(typeLabel: string | null | undefined, area: number | null | undefined): string {
  const parts: string[] = [];
  if (typeLabel) parts.push(typeLabel);
  if (typeof area === 'number' && Number.isFinite(area) && area > 0) parts.push(`${areaText(area)} m²`);
  return parts.join(' ');
}

/** Bedrooms, living rooms and bathrooms as "3-2-2" (a dash for an unknown count); '' when none is known. */
export function layoutText(
  bedrooms: number | null | undefined,
  livingRooms: number | null | undefined,
  bathrooms: number | null | undefined,
): string {
  const counts = [bedrooms, livingRooms, bathrooms];
  if (counts.every((count) => count === null || count === undefined)) return '';
  return counts.map((count) => (count === null || count === undefined ? '-' : String(count))).join('-');
}

/** A house another record points at, as its list shows it: the name and code, "Villa 187 m² (H-012)". */
export function linkedHouseText(row: { houseName?: string | null; houseCode?: string | null }): string {
  return `${row.houseName ?? '-'}${row.houseCode ? ` (${row.houseCode})` : ''}`;
}

/** The first column of a list of records about houses: the linked house, fixed on the left. */
export const linkedHouseColumn = {
  fixed: 'left',
  width: 200,
  ellipsis: true,
  render: linkedHouseText,
} as const;
