import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export interface QualityCarSwitchProps extends FormControlProps {
  /** Set by the form item (`valuePropName="checked"`). */
  checked?: boolean;
}

/**
 * The quality-car flag as a yes/no switch. The kit's own switch reads `value`
 * while its form item hands over `checked`, so it would always show "off".
 */
export function QualityCarSwitch({ checked, onChange, disabled }: QualityCarSwitchProps) {
  const { t } = useTranslation('vehicle');
  return (
    <Switch
      checked={Boolean(checked)}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      aria-label={t('car.fields.qualityCar')}
      checkedChildren={t('car.yes')}
      unCheckedChildren={t('car.no')}
    />
  );
}
