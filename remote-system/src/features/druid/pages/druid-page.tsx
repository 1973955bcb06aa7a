import { ActionButton } from '@agency/shared/features/resource/components/action-button';
import { ClearOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Segmented, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDruidInfoQuery, useDruidResetMutation } from '../api/druid-api';
import { DataSourceCards } from '../components/data-source-cards';
import { StatementsTable } from '../components/statements-table';
import type { StatementOrder } from '../types/druid';

/** Refreshed while open, as the server monitor is. */
const POLL_MS = 10_000;
const ORDERS: StatementOrder[] = ['maxMs', 'totalMs', 'avgMs', 'count', 'errors'];

/**
 * `monitor/druid/index`: this server's equivalent of RuoYi's Druid monitor: the engine
 * and pool, and the SQL statements of this server process with their timings, ordered
 * by the slowest, the most time, the longest average, the most run or the most failed.
 */
export default function DruidPage() {
  const { t } = useTranslation('system');
  const [order, setOrder] = useState<StatementOrder>('maxMs');
  const { data, isError, isFetching, refetch } = useDruidInfoQuery(order, { pollingInterval: POLL_MS });
  const [reset] = useDruidResetMutation();
  const refresh = (
    <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
      {t('druid.refresh')}
    </Button>
  );
  if (isError && !data) return <Alert type="error" showIcon title={t('druid.loadFailed')} action={refresh} />;
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={16} className="monitor-druid-page">
      <DataSourceCards info={data} />
      <Card
        size="small"
        title={t('druid.statements')}
        extra={
          <Space wrap>
            {refresh}
            <ActionButton
              danger
              icon={<ClearOutlined />}
              confirm={{ title: t('druid.reset'), content: t('druid.resetConfirm') }}
              action={async () => {
                await reset().unwrap();
                return t('druid.resetDone');
              }}
              onDone={() => void refetch()}
            >
              {t('druid.reset')}
            </ActionButton>
          </Space>
        }
      >
        <Flex vertical gap={12}>
          <Segmented<StatementOrder>
            value={order}
            onChange={setOrder}
            options={ORDERS.map((value) => ({ value, label: t(`druid.order.${value}`) }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          <StatementsTable rows={data.statements} loading={isFetching} />
        </Flex>
      </Card>
    </Flex>
  );
}
