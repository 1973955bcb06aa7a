import { ImagePreview } from '@agency/shared/features/image-preview/components/image-preview';
import { AgentContact } from '@agency/shared/features/public-page/components/agent-contact';
import { FactList } from '@agency/shared/features/public-page/components/fact-list';
import {
  Divider,
  Empty,
  Flex,
  Space,
  Tag,
  Typography,
} from '@agency/shared/features/public-page/components/light-antd';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { resolveFileUrl, splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import { useTranslation } from 'react-i18next';
import { videoPathsOf } from '../../car/utils/video-paths';
import type { PublicCar } from '../types/public-car';

/**
 * A vehicle as a visitor sees it on a phone: the carousel (spec section 9's numbers,
 * the same as houses), rent per day and month, sale price, specifications,
 * description, videos and the agent's call and WhatsApp links.
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
    <article className="car-detail" style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <Flex justify="center" style={{ marginBottom: 12 }}>
        {images.length > 0 ? (
          <ImagePreview src={images} size="large" />
        ) : (
          <Empty description={t('carDetail.noImages')} />
        )}
      </Flex>
      <Space size={4} wrap>
        {(car.rentPerDay != null || car.rentPerMonth != null) && car.carStatus === 'pendingRent' && (
          <Tag color="blue">{t('carDetail.forRent')}</Tag>
        )}
        {car.saleMoney != null && <Tag color="gold">{t('carDetail.forSale')}</Tag>}
        {car.qualityCar && <Tag color="green">{t('carDetail.qualityCar')}</Tag>}
      </Space>
      <Typography.Title level={3} style={{ marginTop: 8 }}>
        {title}
      </Typography.Title>
      {car.rentPerDay != null && (
        <Typography.Title level={4} type="danger" style={{ margin: 0 }} data-testid="car-rent-day">
          {t('carDetail.rentPerDay', { price: money(car.rentPerDay, car.currency) })}
        </Typography.Title>
      )}
      {car.rentPerMonth != null && (
        <Typography.Title level={4} type="danger" style={{ margin: 0 }} data-testid="car-rent-month">
          {t('carDetail.rentPerMonth', { price: money(car.rentPerMonth, car.currency) })}
        </Typography.Title>
      )}
      {car.saleMoney != null && (
        <Typography.Title level={4} type="danger" style={{ margin: 0 }} data-testid="car-sale-price">
          {t('carDetail.salePrice')}: {money(car.saleMoney, car.saleCurrency ?? car.currency)}
        </Typography.Title>
      )}
      {car.cashDeposit != null && (
        <Typography.Text type="secondary">
          {t('carDetail.deposit')}: {money(car.cashDeposit, car.currency)}
        </Typography.Text>
      )}
      <Divider />
      <Typography.Title level={5}>{t('carDetail.specs')}</Typography.Title>
      <FactList
        className="car-detail-specs"
        facts={specs.map(([key, value]) => [key, t(`car.fields.${key}`), value] as const)}
      />
      {car.description && (
        <section>
          <Typography.Title level={5}>{t('car.fields.description')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{car.description}</Typography.Paragraph>
        </section>
      )}
      {videos.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('car.fields.videos')}</Typography.Title>
          {videos.map((path) => (
            // biome-ignore lint/a11y/useMediaCaption: agents' own clips have no captions.
            <video
              key={path}
              src={resolveFileUrl(path)}
              controls
              preload="metadata"
              style={{ width: '100%' }}
            />
          ))}
        </section>
      )}
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
