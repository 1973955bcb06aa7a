import { ImagePreview } from '@agency/shared/features/image-preview/components/image-preview';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { resolveFileUrl, splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import { EnvironmentOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Divider, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { houseName } from '../../house-room/utils/house-name';
import { videoOf } from '../../house-room/utils/house-video';
import type { PublicHouse } from '../types/public-house';

export interface HouseDetailViewProps {
  house: PublicHouse;
}

/** The cover first, then the other images in their order. */
function orderedImages(house: PublicHouse): string[] {
  const images = splitPaths(house.images);
  const cover = house.coverImage && images.includes(house.coverImage) ? house.coverImage : null;
  return cover ? [cover, ...images.filter((image) => image !== cover)] : images;
}

/** Digits only, for wa.me links ("+856 20 5555 1234" -> "8562055551234"). */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * A house as a visitor sees it on a phone: carousel, price with currency and
 * unit, layout, area, place, features, description, video and the agent's
 * call and WhatsApp links. Also the staff's preview of the public page.
 */
export function HouseDetailView({ house }: HouseDetailViewProps) {
  const { t } = useTranslation('house');
  const images = orderedImages(house);
  const video = videoOf(house.videos);
  const features = splitPaths(house.features);
  const title = houseName(house.labels?.type ?? house.type, house.area) || house.name || '';
  const unit = house.labels?.timeUnit ?? house.timeUnit ?? '';
  const place = [house.location, house.region].filter(Boolean).join(', ');
  const counts = [
    house.bedrooms ? t('houseDetail.bedrooms', { count: house.bedrooms }) : null,
    house.livingRooms ? t('houseDetail.livingRooms', { count: house.livingRooms }) : null,
    house.bathrooms ? t('houseDetail.bathrooms', { count: house.bathrooms }) : null,
  ].filter(Boolean);
  const money = (value: number) => `${formatAmount(value)}${house.currency ? ` ${house.currency}` : ''}`;

  return (
    <article className="house-detail" style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <Flex justify="center" style={{ marginBottom: 12 }}>
        {images.length > 0 ? (
          <ImagePreview src={images} size="large" />
        ) : (
          <Empty description={t('houseDetail.noImages')} />
        )}
      </Flex>
      <Space size={4} wrap>
        {house.status === 'rented' ? (
          <Tag color="green">{t('houseDetail.rented')}</Tag>
        ) : (
          <>
            {house.rent !== null && house.rent !== undefined && (
              <Tag color="blue">{t('houseDetail.forRent')}</Tag>
            )}
            {house.salePrice !== null && house.salePrice !== undefined && (
              <Tag color="gold">{t('houseDetail.forSale')}</Tag>
            )}
          </>
        )}
      </Space>
      <Typography.Title level={3} style={{ marginTop: 8 }}>
        {title}
      </Typography.Title>
      {house.rent !== null && house.rent !== undefined && (
        <Typography.Title level={4} type="danger" style={{ margin: 0 }} data-testid="house-rent">
          {t('houseDetail.rent')}: {money(house.rent)}
          {unit ? ` ${t('houseDetail.perUnit', { unit })}` : ''}
        </Typography.Title>
      )}
      {house.salePrice !== null && house.salePrice !== undefined && (
        <Typography.Title level={4} type="danger" style={{ margin: 0 }} data-testid="house-sale-price">
          {t('houseDetail.salePrice')}: {money(house.salePrice)}
        </Typography.Title>
      )}
      {house.deposit !== null && house.deposit !== undefined && (
        <Typography.Text type="secondary">
          {t('houseDetail.deposit')}: {money(house.deposit)}
        </Typography.Text>
      )}
      <Divider />
      <dl
        className="house-detail-facts"
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}
      >
        {counts.length > 0 && (
          <>
            <dt>{t('houseDetail.layout')}</dt>
            <dd style={{ margin: 0 }}>{counts.join(' · ')}</dd>
          </>
        )}
        {house.area ? (
          <>
            <dt>{t('houseDetail.area')}</dt>
            <dd style={{ margin: 0 }}>{`${formatAmount(house.area)} m²`}</dd>
          </>
        ) : null}
        {place && (
          <>
            <dt>{t('houseDetail.location')}</dt>
            <dd style={{ margin: 0 }}>
              <EnvironmentOutlined /> {place}
            </dd>
          </>
        )}
        {house.villageName && (
          <>
            <dt>{t('houseDetail.village')}</dt>
            <dd style={{ margin: 0 }}>{house.villageName}</dd>
          </>
        )}
        {house.houseCode && (
          <>
            <dt>{t('houseDetail.houseCode')}</dt>
            <dd style={{ margin: 0 }}>{house.houseCode}</dd>
          </>
        )}
      </dl>
      {features.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('houseDetail.features')}</Typography.Title>
          <Space size={[4, 8]} wrap>
            {features.map((feature) => (
              <Tag key={feature}>{house.labels?.features[feature] ?? feature}</Tag>
            ))}
          </Space>
        </section>
      )}
      {house.description && (
        <section>
          <Typography.Title level={5}>{t('houseDetail.description')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{house.description}</Typography.Paragraph>
        </section>
      )}
      {video && (
        <section>
          <Typography.Title level={5}>{t('houseDetail.video')}</Typography.Title>
          {/* biome-ignore lint/a11y/useMediaCaption: user-uploaded property videos have no captions */}
          <video src={resolveFileUrl(video.videoUrl)} controls preload="metadata" style={{ width: '100%' }} />
        </section>
      )}
      {(house.agent || house.agentPhone) && (
        <section>
          <Divider />
          <Typography.Title level={5}>{t('houseDetail.agent')}</Typography.Title>
          <Flex vertical gap={8}>
            {house.agent && <Typography.Text strong>{house.agent}</Typography.Text>}
            {house.agentPhone && (
              <Flex gap={8} wrap>
                <Button
                  type="primary"
                  icon={<PhoneOutlined />}
                  href={`tel:${house.agentPhone.replace(/\s/g, '')}`}
                >
                  {t('houseDetail.call')} {house.agentPhone}
                </Button>
                <Button
                  icon={<WhatsAppOutlined />}
                  href={`https://wa.me/${digitsOf(house.agentPhone)}?text=${encodeURIComponent(title)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('houseDetail.whatsapp')}
                </Button>
              </Flex>
            )}
          </Flex>
        </section>
      )}
    </article>
  );
}
