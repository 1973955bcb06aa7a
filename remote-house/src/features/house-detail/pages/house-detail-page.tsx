import { PublicDetailPage } from '@agency/shared/features/public-page/components/public-detail-page';
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
  return (
    <PublicDetailPage<PublicHouse>
      className="public-house-detail"
      texts={{ ns: 'house', keyPrefix: 'houseDetail' }}
      url={(id) => `/system/houseRoom/getHouseRoomList/${id}`}
      isPublic={(house) => !house.status || LISTED.includes(house.status as never)}
      subjectType="house"
      view={(house) => <HouseDetailView house={house} />}
      beforeFeedback={(id) => <HouseReviews houseId={id} />}
    />
  );
}
