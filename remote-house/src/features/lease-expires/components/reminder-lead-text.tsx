import { useDict } from '@agency/shared/features/dict/hooks/use-dict';
import { useTranslation } from 'react-i18next';

/** "1 Month before the end", with the unit's dictionary label in the user's language. */
export function ReminderLeadText({ lead, unit }: { lead: number; unit: string }) {
  const { t } = useTranslation('house');
  const units = useDict('lease_reminder_unit');
  return <span>{t('leaseExpires.leadText', { lead, unit: units.labelOf(unit) })}</span>;
}
