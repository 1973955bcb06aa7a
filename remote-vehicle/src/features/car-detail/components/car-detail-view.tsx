import type { WireData } from '@agency/shared/api/wire';
import { ImagePreview } from '@agency/shared/features/image-preview/components/image-preview';
import { AgentContact } from '@agency/shared/features/public-page/components/agent-contact';
import { FactList } from '@agency/shared/features/public-page/components/fact-list';
import { PublicTextSection } from '@agency/shared/features/public-page/components/public-text-section';
import { PublicVideos } from '@agency/shared/features/public-page/components/public-videos';
import { PublicEmpty } from '@agency/shared/features/public-ui/components/public-empty';
import { PublicTag } from '@agency/shared/features/public-ui/components/public-tag';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import { useTranslation } from 'react-i18next';
import { videoPathsOf } from '../../car/utils/video-paths';

/** A vehicle on offer as the public page gets it (`labels`: dictionary labels in the visitor's language). */
export type PublicCar = WireData<'/public/car/{id}', 'get'>;

/**
 * A vehicle as a visitor sees it on a phone: the carousel (spec section 9's numbers,
 * the same as houses), rent per day and month, sale price, specifications,
 * description, videos and the agent's call and WhatsApp links. Plain React in antd's
 * look (`pui`): a visitor downloads no antd (docs/benchmarks.md).
 */
export function CarDetailView({ car }: { car: PublicCar }) {
  const { t } = useTranslation('vehicle');
  const images = splitPaths(car.images);
  const videos = videoPathsOf(car.videos);
  const title = [car.brand, car.model, car.productionYear].filter(Boolean).join(' ');
  const money = (value: number, currency: string | null) =>
    `${formatAmount(value)}${currency ? ` ${currency}` : ''}`;
  const specs: [keyof PublicCar, string | number | null][] = [
    ['vehicleType', car.labels?.vehicleType ?? car.vehicleType],
    ['productionYear', car.productionYear],
    ['seatCount', car.seatCount],
    ['fuelType', car.labels?.fuelType ?? car.fuelType],
    ['transmission', car.labels?.transmission ?? car.transmission],
    ['driveType', car.labels?.driveType ?? car.driveType],
    ['displacement', car.displacement],
    ['mileage', car.mileage === null ? null : `${formatAmount(car.mileage, 0)} km`],
    ['color', car.color],
  ];

  return (
    <article className="pui car-detail" style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
        {images.length > 0 ? (
          <ImagePreview src={images} size="large" />
        ) : (
          <PublicEmpty description={t('carDetail.noImages')} />
        )}
      </div>
      <div className="pui-row" style={{ gap: 4 }}>
        {(car.rentPerDay != null || car.rentPerMonth != null) && car.carStatus === 'pendingRent' && (
          <PublicTag color="blue">{t('carDetail.forRent')}</PublicTag>
        )}
        {car.saleMoney != null && <PublicTag color="gold">{t('carDetail.forSale')}</PublicTag>}
        {car.qualityCar && <PublicTag color="green">{t('carDetail.qualityCar')}</PublicTag>}
      </div>
      <h3 style={{ marginTop: 8 }}>{title}</h3>
      {car.rentPerDay != null && (
        <h4 className="pui-danger" style={{ margin: 0 }} data-testid="car-rent-day">
          {t('carDetail.rentPerDay', { price: money(car.rentPerDay, car.currency) })}
        </h4>
      )}
      {car.rentPerMonth != null && (
        <h4 className="pui-danger" style={{ margin: 0 }} data-testid="car-rent-month">
          {t('carDetail.rentPerMonth', { price: money(car.rentPerMonth, car.currency) })}
        </h4>
      )}
      {car.saleMoney != null && (
        <h4 className="pui-danger" style={{ margin: 0 }} data-testid="car-sale-price">
          {t('carDetail.salePrice')}: {money(car.saleMoney, car.saleCurrency ?? car.currency)}
        </h4>
      )}
      {car.cashDeposit != null && (
        <span className="pui-secondary">
          {t('carDetail.deposit')}: {money(car.cashDeposit, car.currency)}
        </span>
      )}
      <hr className="pui-divider" />
      <h5>{t('carDetail.specs')}</h5>
      <FactList
        className="car-detail-specs"
        facts={specs.map(([key, value]) => [key, t(`car.fields.${key}`), value] as const)}
      />
      <PublicTextSection heading={t('car.fields.description')} text={car.description} />
      <PublicVideos heading={t('car.fields.videos')} paths={videos} />
      <AgentContact
        heading={t('car.fields.agentName')}
        name={car.agentName}
        note={car.contactMethod}
        phone={car.agentPhone}
        message={title}
        texts={{ call: t('carDetail.call'), whatsapp: t('carDetail.whatsapp') }}
      />
    </article>
  );
}
