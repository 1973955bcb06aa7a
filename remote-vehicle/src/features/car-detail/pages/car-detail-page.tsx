import { PublicDetailPage } from '@agency/shared/features/public-page/components/public-detail-page';
import { ON_OFFER } from '../../car/utils/car-status';
import type { PublicCar } from '../components/car-detail-view';
import { CarDetailView } from '../components/car-detail-view';

/**
 * `vehicle/public/car-detail` (`/car/detail/:id`, no login): the public page of a
 * vehicle on offer, phone first, in the visitor's language; "not available" otherwise.
 */
export default function CarDetailPage() {
  return (
    <PublicDetailPage<PublicCar>
      className="public-car-detail"
      texts={{ ns: 'vehicle', keyPrefix: 'carDetail' }}
      url={(id) => `/public/car/${id}`}
      isPublic={(car) => !car.carStatus || ON_OFFER.includes(car.carStatus)}
      subjectType="car"
      view={(car) => <CarDetailView car={car} />}
    />
  );
}
