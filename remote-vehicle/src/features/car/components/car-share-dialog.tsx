import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { ShareLinkDialog } from '@agency/shared/features/share/components/share-link-dialog';
import { publicCarUrl } from '@agency/shared/features/share/utils/share-links';
import { splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import { useTranslation } from 'react-i18next';
import type { Car } from '../types/car';
import { ON_OFFER } from '../utils/car-status';

/** Share a vehicle's public page (`/car/detail/:id`, with a link preview) to WeChat, WhatsApp, TikTok, Facebook. */
export function CarShareDialog({ row, onClose }: RowDialogProps<Car>) {
  const { t } = useTranslation(['vehicle', 'common']);
  const name = [row.brand, row.model, row.productionYear].filter(Boolean).join(' ');
  const price =
    row.rentPerDay != null
      ? t('car.share.perDay', { price: `${formatAmount(row.rentPerDay)} ${row.currency ?? ''}`.trim() })
      : row.saleMoney != null
        ? `${formatAmount(row.saleMoney)} ${row.saleCurrency ?? row.currency ?? ''}`.trim()
        : '';
  return (
    <ShareLinkDialog
      title={t('car.share.title')}
      url={publicCarUrl(row.id)}
      text={t('car.share.text', { name, price, interpolation: { escapeValue: false } })}
      image={splitPaths(row.images)[0] ?? null}
      warning={ON_OFFER.includes(row.carStatus) ? undefined : t('car.share.notOnOffer')}
      texts={{ ns: 'vehicle', keyPrefix: 'car.share' }}
      qrTestId="car-share-qrcode"
      onClose={onClose}
    />
  );
}
