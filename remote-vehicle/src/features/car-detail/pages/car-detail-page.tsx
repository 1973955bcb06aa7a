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
import { ON_OFFER } from '../../car/utils/car-status';
import { CarDetailView } from '../components/car-detail-view';
import type { PublicCar } from '../types/public-car';

/**
 * `vehicle/public/car-detail` (`/car/detail/:id`, no login): the public page of a
 * vehicle on offer, phone first, in the visitor's language; "not available" otherwise.
 */
export default function CarDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation('vehicle');
  const valid = !!id && /^\d+$/.test(id);
  // No token; the page says itself what went wrong.
  const { data, error, refetch } = usePublicQuery<PublicCar>(valid ? `/public/car/${id}` : null);

  let state: PublicPageState = 'ready';
  if (!valid || isNotFound(error) || (data?.carStatus && !ON_OFFER.includes(data.carStatus)))
    state = 'not-available';
  else if (error) state = 'failed';
  else if (!data) state = 'loading';

  return (
    <PublicPageShell
      className="public-car-detail"
      state={state}
      onRetry={refetch}
      texts={{
        notAvailable: t('carDetail.notAvailable'),
        notAvailableHint: t('carDetail.notAvailableHint'),
        loadFailed: t('carDetail.loadFailed'),
        retry: t('carDetail.retry'),
      }}
    >
      {data && (
        <>
          <CarDetailView car={data} />
          <div style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px 32px' }}>
            <PublicFeedbackForm subjectType="car" subjectId={data.id} />
            <PublicNews />
          </div>
        </>
      )}
    </PublicPageShell>
  );
}
