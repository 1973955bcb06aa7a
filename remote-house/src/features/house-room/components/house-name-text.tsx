import { useDict } from '@agency/shared/features/dict/hooks/use-dict';
import { houseName } from '../utils/house-name';

export interface HouseNameTextProps {
  type: string | null | undefined;
  area: number | null | undefined;
  /** Shown when neither type nor area is known (the server's name). */
  fallback?: string | null;
}

/** A house's name in the reader's language: the `house_type` label and the area ("Villa 187 m²"). */
export function HouseNameText({ type, area, fallback }: HouseNameTextProps) {
  const types = useDict('house_type');
  return <>{houseName(type ? types.labelOf(type) : '', area) || fallback || '-'}</>;
}

/** The same name as a string, for titles and messages. */
export function useHouseName() {
  const types = useDict('house_type');
  return (row: { type: string | null; area: number | null; name?: string | null }) =>
    houseName(row.type ? types.labelOf(row.type) : '', row.area) || row.name || '';
}
