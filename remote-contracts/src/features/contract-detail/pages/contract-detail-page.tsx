import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectToken } from '@agency/shared/features/store/slices/session-slice';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PublicContractView } from '../components/public-contract-view';
import { StaffContractDetail } from '../components/staff-contract-detail';
import { isNumericId } from '../utils/contract-paths';

/**
 * `/contracts/:id` (ContractDetail; a public route, so customers reach it).
 * A numeric id is the staff screen and needs a login (the server answers 401
 * too); anything else is a share token and shows the read-only public page.
 */
export default function ContractDetailPage() {
  const { id } = useParams();
  const location = useLocation();
  const token = useAppSelector(selectToken);
  let body: React.ReactNode;
  if (!isNumericId(id)) {
    body = <PublicContractView token={id ?? ''} />;
  } else if (!token) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  } else {
    body = <StaffContractDetail key={id} id={Number(id)} />;
  }
  return (
    <div
      className="pact-contract-page"
      style={{ minHeight: '100vh', background: '#f0f2f5', padding: 'clamp(0px, 2vw, 24px)' }}
    >
      <div style={{ maxWidth: 1100, margin: '0 auto' }}>{body}</div>
    </div>
  );
}
