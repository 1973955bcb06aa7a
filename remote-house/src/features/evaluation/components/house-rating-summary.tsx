import { Alert, Rate, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHouseRatingQuery } from '../api/evaluation-api';

/** The average of a house's shown reviews, above the list when it is filtered to one house. */
export function HouseRatingSummary({ roomId }: { roomId: number }) {
  const { t } = useTranslation('house');
  const { data } = useHouseRatingQuery(roomId);
  if (!data) return null;
  return (
    <Alert
      style={{ marginBottom: 12 }}
      type="info"
      title={
        <Space wrap>
          <Typography.Text strong>{t('evaluation.rating.title')}</Typography.Text>
          <Rate disabled allowHalf value={data.average ?? 0} />
          <Typography.Text data-testid="house-rating">
            {data.average === null
              ? t('evaluation.rating.none')
              : t('evaluation.rating.value', { average: data.average, count: data.count })}
          </Typography.Text>
        </Space>
      }
    />
  );
}
