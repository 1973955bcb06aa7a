import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelectAllVillagesQuery } from '../../village/api/village-api';

/** The house's village, from `GET /system/houseVillage/selectAll`; searchable by name. */
export function VillageSelect({ value, onChange, disabled }: FormControlProps) {
  const { t } = useTranslation(['house', 'common']);
  const { data = [], isLoading } = useSelectAllVillagesQuery();
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('houseRoom.fields.villageId')}
      placeholder={t('common:prompt.pleaseSelect')}
      loading={isLoading}
      disabled={disabled}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={data.map((village) => ({ value: village.id, label: village.name }))}
    />
  );
}
