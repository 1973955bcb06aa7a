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
import { EnvironmentOutlined } from '@ant-design/icons';
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
      <FactList
        className="house-detail-facts"
        facts={[
          ['layout', t('houseDetail.layout'), counts.join(' · ')],
          ['area', t('houseDetail.area'), house.area ? `${formatAmount(house.area)} m²` : null],
          [
            'location',
            t('houseDetail.location'),
            place && (
              <>
                <EnvironmentOutlined /> {place}
              </>
            ),
          ],
          ['village', t('houseDetail.village'), house.villageName],
          ['houseCode', t('houseDetail.houseCode'), house.houseCode],
        ]}
      />
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
      <AgentContact
        heading={t('houseDetail.agent')}
        name={house.agent}
        phone={house.agentPhone}
        message={title}
        texts={{ call: t('houseDetail.call'), whatsapp: t('houseDetail.whatsapp') }}
      />
    </article>
  );
}
