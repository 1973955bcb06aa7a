import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublicContractQuery } from '../api/contract-detail-api';
import { ContractContent } from './contract-content';
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
        <Flex vertical gap={12}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {data.contractTitle}
            </Typography.Title>
            <Tag>{t(`detail.status.${data.status}`)}</Tag>
          </Flex>
          {data.signedAt || data.endDate ? (
            <Typography.Text type="secondary">
              {[
                data.signedAt ? `${t('detail.meta.signedAt')}: ${data.signedAt}` : null,
                data.endDate ? `${t('detail.meta.endDate')}: ${data.endDate}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          ) : null}
          <ContractContent html={data.instanceContent} />
        </Flex>
      ) : null}
    </Card>
  );
}
