import { usePublicContractQuery } from '@agency/shared/features/contract/api/public-contract-api';
import { ContractDocument } from '@agency/shared/features/contract/components/contract-document';
import { ContractDocxView } from '@agency/shared/features/contract/components/contract-docx-view';
import {
  PublicPageShell,
  type PublicPageState,
} from '@agency/shared/features/public-page/components/public-page-shell';
import { isNotFound } from '@agency/shared/features/public-page/utils/is-not-found';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { loadDocxPreview } from '../../../utils/load-docx-preview';

/** Share tokens are 43 URL-safe characters (the server's SHARE_TOKEN_PATTERN). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `vehicle/public/car-contract-detail` (`/carContracts/:id`, no login): a vehicle
 * contract, read-only, for its customer, through the unguessable link staff made;
 * "does not work" once the link is revoked or replaced.
 */
export default function CarContractDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation('vehicle');
  const valid = !!id && TOKEN.test(id);
  const { data, error, isFetching, refetch } = usePublicContractQuery(valid ? id : skipToken);

  let state: PublicPageState = 'ready';
  if (!valid || isNotFound(error)) state = 'not-available';
  else if (error) state = 'failed';
  else if (!data || isFetching) state = 'loading';

  return (
    <PublicPageShell
      className="public-car-contract"
      state={state}
      onRetry={() => void refetch()}
      texts={{
        notAvailable: t('carContract.public.notAvailable'),
        notAvailableHint: t('carContract.public.notAvailableHint'),
        loadFailed: t('carContract.public.loadFailed'),
        retry: t('carContract.public.retry'),
      }}
    >
      {data && (
        <article style={{ maxWidth: 820, margin: '0 auto', padding: 'clamp(12px, 4vw, 32px)' }}>
          <ContractDocument
            contract={data}
            statusLabel={t(`carContract.status.${data.status}`)}
            texts={{ signedAt: t('carContract.fields.signedAt'), endDate: t('carContract.fields.endDate') }}
            body={
              <ContractDocxView
                renderer={loadDocxPreview}
                url={`/public/contract/${encodeURIComponent(id ?? '')}/document`}
                noAuth
              />
            }
          />
        </article>
      )}
    </PublicPageShell>
  );
}
