import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/redirect/<path>`: goes on to `/<path>` with the same query (RuoYi's refresh trick). */
export default function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  const target = `/${params['*'] ?? ''}`.replace(/^\/{2,}/, '/');
  return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
}
