import { usePublicContractQuery } from '@agency/shared/features/contract/api/public-contract-api';
import { ContractDocument } from '@agency/shared/features/contract/components/contract-document';
import { ContractDocxView } from '@agency/shared/features/contract/components/contract-docx-view';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadDocxPreview } from '../utils/load-docx-preview';
import { NotFoundAlert } from './not-found-alert';

/** What a customer sees through a share link: the contract, read-only, sized for a phone. */
export function PublicContractView({ token }: { token: string }) {
  const { t } = useTranslation('pact');
  const { data, isLoading, isError } = usePublicContractQuery(token);
  return (
    <Card className="pact-public-contract" styles={{ body: { padding: 'clamp(12px, 4vw, 32px)' } }}>
      {isLoading ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
      {isError ? (
        <NotFoundAlert title={t('detail.public.notFound')} hint={t('detail.public.notFoundHint')} />
      ) : null}
      {data ? (
        <ContractDocument
          contract={data}
          statusLabel={t(`detail.status.${data.status}`)}
          texts={{ signedAt: t('detail.meta.signedAt'), endDate: t('detail.meta.endDate') }}
          body={
            <ContractDocxView
              renderer={loadDocxPreview}
              url={`/public/contract/${encodeURIComponent(token)}/document`}
              noAuth
            />
          }
        />
      ) : null}
    </Card>
  );
}
