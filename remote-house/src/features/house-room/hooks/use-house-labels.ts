import { useDict } from '@agency/shared/features/dict/hooks/use-dict';
import { splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import type { PublicHouse } from '../../house-detail/types/public-house';
import type { HouseRoom } from '../types/house-room';

/**
 * The labels the public page shows for a house, from the dictionaries the staff
 * can read (the public answer carries its own): for the preview of any house.
 */
export function useHouseLabels(
  house: Pick<HouseRoom, 'type' | 'timeUnit' | 'features'> | undefined,
): PublicHouse['labels'] {
  const types = useDict('house_type');
  const units = useDict('house_time_unit');
  const features = useDict('house_feature');
  return {
    type: house?.type ? types.labelOf(house.type) : null,
    timeUnit: house?.timeUnit ? units.labelOf(house.timeUnit) : null,
    features: Object.fromEntries(
      splitPaths(house?.features).map((value) => [value, features.labelOf(value)]),
    ),
  };
}
