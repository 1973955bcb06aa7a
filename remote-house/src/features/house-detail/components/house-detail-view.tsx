import { SvgIcon } from '@agency/shared/features/icons/components/svg-icon';
import { ImagePreview } from '@agency/shared/features/image-preview/components/image-preview';
import { AgentContact } from '@agency/shared/features/public-page/components/agent-contact';
import { FactList } from '@agency/shared/features/public-page/components/fact-list';
import { PublicTextSection } from '@agency/shared/features/public-page/components/public-text-section';
import { PublicVideos } from '@agency/shared/features/public-page/components/public-videos';
import { PublicEmpty } from '@agency/shared/features/public-ui/components/public-empty';
import { PublicTag } from '@agency/shared/features/public-ui/components/public-tag';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import EnvironmentOutlined from '@ant-design/icons-svg/lib/asn/EnvironmentOutlined';
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
 * call and WhatsApp links. Also the staff's preview of the public page. Plain React
 * in antd's look (`pui`): a visitor downloads no antd (docs/benchmarks.md).
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
    <article className="pui house-detail" style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
        {images.length > 0 ? (
          <ImagePreview src={images} size="large" />
        ) : (
          <PublicEmpty description={t('houseDetail.noImages')} />
        )}
      </div>
      <div className="pui-row" style={{ gap: 4 }}>
        {house.status === 'rented' ? (
          <PublicTag color="green">{t('houseDetail.rented')}</PublicTag>
        ) : (
          <>
            {house.rent !== null && house.rent !== undefined && (
              <PublicTag color="blue">{t('houseDetail.forRent')}</PublicTag>
            )}
            {house.salePrice !== null && house.salePrice !== undefined && (
              <PublicTag color="gold">{t('houseDetail.forSale')}</PublicTag>
            )}
          </>
        )}
      </div>
      <h3 style={{ marginTop: 8 }}>{title}</h3>
      {house.rent !== null && house.rent !== undefined && (
        <h4 className="pui-danger" style={{ margin: 0 }} data-testid="house-rent">
          {t('houseDetail.rent')}: {money(house.rent)}
          {unit ? ` ${t('houseDetail.perUnit', { unit })}` : ''}
        </h4>
      )}
      {house.salePrice !== null && house.salePrice !== undefined && (
        <h4 className="pui-danger" style={{ margin: 0 }} data-testid="house-sale-price">
          {t('houseDetail.salePrice')}: {money(house.salePrice)}
        </h4>
      )}
      {house.deposit !== null && house.deposit !== undefined && (
        <span className="pui-secondary">
          {t('houseDetail.deposit')}: {money(house.deposit)}
        </span>
      )}
      <hr className="pui-divider" />
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
                <SvgIcon icon={EnvironmentOutlined} /> {place}
              </>
            ),
          ],
          ['village', t('houseDetail.village'), house.villageName],
          ['houseCode', t('houseDetail.houseCode'), house.houseCode],
        ]}
      />
      {features.length > 0 && (
        <section>
          <h5>{t('houseDetail.features')}</h5>
          <div className="pui-row" style={{ gap: '8px 4px' }}>
            {features.map((feature) => (
              <PublicTag key={feature}>{house.labels?.features[feature] ?? feature}</PublicTag>
            ))}
          </div>
        </section>
      )}
      <PublicTextSection heading={t('houseDetail.description')} text={house.description} />
      <PublicVideos heading={t('houseDetail.video')} paths={video ? [video.videoUrl] : []} />
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
