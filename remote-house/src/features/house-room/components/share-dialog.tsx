import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { ShareLinkDialog } from '@agency/shared/features/share/components/share-link-dialog';
import { publicHouseUrl } from '@agency/shared/features/share/utils/share-links';
import { useTranslation } from 'react-i18next';
import type { HouseRoom } from '../types/house-room';
import { LISTED } from '../utils/house-status';
import { useHouseName } from './house-name-text';

/** Share a house's public page (`/house/detail/:id`) through the shared share dialog. */
export function ShareDialog({ row, onClose }: RowDialogProps<HouseRoom>) {
  const { t } = useTranslation(['house', 'common']);
  const nameOf = useHouseName();
  const price =
    row.rent !== null && row.rent !== undefined
      ? `${formatAmount(row.rent)} ${row.currency ?? ''}`.trim()
      : row.salePrice !== null && row.salePrice !== undefined
        ? `${formatAmount(row.salePrice)} ${row.currency ?? ''}`.trim()
        : '';
  const text = t('houseRoom.share.text', {
    name: nameOf(row),
    price,
    location: [row.location, row.region].filter(Boolean).join(', '),
    interpolation: { escapeValue: false },
  });
  return (
    <ShareLinkDialog
      title={t('houseRoom.dialog.shareTitle')}
      url={publicHouseUrl(row.id)}
      text={text}
      image={row.coverImage}
      warning={LISTED.includes(row.status) ? undefined : t('houseRoom.share.notListed')}
      texts={{ ns: 'house', keyPrefix: 'houseRoom.share' }}
      qrTestId="house-share-qrcode"
      onClose={onClose}
    />
  );
}
