import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '@agency/shared/features/i18n/types/language';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Flex, Result, Segmented, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LISTED } from '../../house-room/utils/house-status';
import { usePublicHouseQuery } from '../api/public-house-api';
import { HouseDetailView } from '../components/house-detail-view';
import { HouseReviews } from '../components/house-reviews';

/** The server's "not listed or unknown" answer: envelope code 404 (or an HTTP 404). */
const isNotFound = (error: unknown) => {
  const failure = error as ApiError | undefined;
  return failure?.code === 404 || failure?.status === 404;
};

/**
 * `house/public/house-detail` (`/house/detail/:id`, no login): the public page
 * of a listed house, phone first, in the visitor's language; "not available"
 * for a house that is not listed.
 */
export default function HouseDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation(['house', 'common']);
  const language = useLanguage();
  const valid = !!id && /^\d+$/.test(id);
  const { data, error, isFetching, refetch } = usePublicHouseQuery(valid ? id : skipToken);

  let content: ReactNode;
  if (!valid || isNotFound(error) || (data?.status && !LISTED.includes(data.status as never))) {
    content = (
      <Result
        status="404"
        title={t('houseDetail.notAvailable')}
        subTitle={t('houseDetail.notAvailableHint')}
      />
    );
  } else if (error) {
    content = (
      <Result
        status="warning"
        title={t('houseDetail.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('houseDetail.retry')}</Button>}
      />
    );
  } else if (!data || isFetching) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  } else {
    content = (
      <>
        <HouseDetailView house={data} />
        <div style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px 32px' }}>
          <HouseReviews houseId={id} />
        </div>
      </>
    );
  }

  return (
    <main className="public-house-detail" style={{ minHeight: '100vh', background: '#fff' }}>
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
