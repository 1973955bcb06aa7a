import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '@agency/shared/features/i18n/types/language';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Flex, Result, Segmented, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ON_OFFER } from '../../car/utils/car-status';
import { usePublicCarQuery } from '../api/public-car-api';
import { CarDetailView } from '../components/car-detail-view';

/** The server's "not on offer or unknown" answer: envelope code 404 (or an HTTP 404). */
const isNotFound = (error: unknown) => {
  const failure = error as ApiError | undefined;
  return failure?.code === 404 || failure?.status === 404;
};

/**
 * `vehicle/public/car-detail` (`/car/detail/:id`, no login): the public page of a
 * vehicle on offer, phone first, in the visitor's language; "not available" otherwise.
 */
export default function CarDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation(['vehicle', 'common']);
  const language = useLanguage();
  const valid = !!id && /^\d+$/.test(id);
  const { data, error, isFetching, refetch } = usePublicCarQuery(valid ? id : skipToken);

  let content: ReactNode;
  if (!valid || isNotFound(error) || (data?.carStatus && !ON_OFFER.includes(data.carStatus))) {
    content = (
      <Result status="404" title={t('carDetail.notAvailable')} subTitle={t('carDetail.notAvailableHint')} />
    );
  } else if (error) {
    content = (
      <Result
        status="warning"
        title={t('carDetail.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('carDetail.retry')}</Button>}
      />
    );
  } else if (!data || isFetching) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  } else {
    content = <CarDetailView car={data} />;
  }

  return (
    <main className="public-car-detail" style={{ minHeight: '100vh', background: '#fff' }}>
      <Flex justify="flex-end" style={{ padding: '8px 16px 0' }}>
        <Segmented
          size="small"
          value={language}
          options={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`common:language.${code}`) }))}
          onChange={(value) => void changeLanguage(String(value))}
        />
      </Flex>
      {content}
    </main>
  );
}
