import { PublicFeedbackForm } from '@agency/shared/features/public-feedback/components/public-feedback-form';
import { PublicNews } from '@agency/shared/features/public-news/components/public-news';
import {
  PublicPageShell,
  type PublicPageState,
} from '@agency/shared/features/public-page/components/public-page-shell';
import { isNotFound } from '@agency/shared/features/public-page/utils/is-not-found';
import { usePublicQuery } from '@agency/shared/features/public-ui/hooks/use-public-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LISTED } from '../../house-room/utils/house-status';
import { HouseDetailView } from '../components/house-detail-view';
import { HouseReviews } from '../components/house-reviews';
import type { PublicHouse } from '../types/public-house';

/**
 * `house/public/house-detail` (`/house/detail/:id`, no login): the public page
 * of a listed house, phone first, in the visitor's language; "not available"
 * for a house that is not listed.
 */
export default function HouseDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation('house');
  const valid = !!id && /^\d+$/.test(id);
  // No token (spec section 7); the page says itself what went wrong.
  const { data, error, refetch } = usePublicQuery<PublicHouse>(
    valid ? `/system/houseRoom/getHouseRoomList/${id}` : null,
  );

  let state: PublicPageState = 'ready';
  if (!valid || isNotFound(error) || (data?.status && !LISTED.includes(data.status as never)))
    state = 'not-available';
  else if (error) state = 'failed';
  else if (!data) state = 'loading';

  return (
    <PublicPageShell
      className="public-house-detail"
      state={state}
      onRetry={refetch}
      texts={{
        notAvailable: t('houseDetail.notAvailable'),
        notAvailableHint: t('houseDetail.notAvailableHint'),
        loadFailed: t('houseDetail.loadFailed'),
        retry: t('houseDetail.retry'),
      }}
    >
      {data && id && (
        <>
          <HouseDetailView house={data} />
          <div style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px 32px' }}>
            <HouseReviews houseId={id} />
            <PublicFeedbackForm subjectType="house" subjectId={Number(id)} />
            <PublicNews />
          </div>
        </>
      )}
    </PublicPageShell>
  );
}
