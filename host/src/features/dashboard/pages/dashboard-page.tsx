import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { CarOutlined, FileTextOutlined, HomeOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useGetDashboardStatsQuery } from '../api/dashboard-api';
import { EChart } from '../components/echart';
import { barOption, lineOption, pieOption, radarOption } from '../utils/chart-options';

/** How often the figures are fetched again while the dashboard is open. */
export const DASHBOARD_POLL_MS = 60_000;

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'dashboard' });
  return (
    <Card title={title} size="small" styles={{ body: { minHeight: 336 } }}>
      {empty ? <Empty description={t('noData')} style={{ paddingTop: 80 }} /> : children}
    </Card>
  );
}

/** `/index`: totals and the bar, line, pie and radar charts on the server's figures. */
export default function DashboardPage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'dashboard' });
  const language = useLanguage();
  const primary = useAppSelector((state) => state.settings.theme);
  const { data, isLoading, isFetching, isError, refetch } = useGetDashboardStatsQuery(language, {
    pollingInterval: DASHBOARD_POLL_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });

  // A figure the server leaves null is one the user may not list: its card is left out.
  const charts = useMemo(() => {
    if (!data) return null;
    return [
      data.housesByStatus && {
        key: 'housesByStatus',
        option: barOption(data.housesByStatus, t('houses'), primary),
        testId: 'chart-bar',
        empty: !data.housesByStatus.length,
      },
      data.contractsByMonth && {
        key: 'contractsByMonth',
        option: lineOption(data.contractsByMonth, t('contracts'), '#67C23A'),
        testId: 'chart-line',
        empty: !data.contractsByMonth.length,
      },
      data.customersBySource && {
        key: 'customersBySource',
        option: pieOption(data.customersBySource, t('customers')),
        testId: 'chart-pie',
        empty: !data.customersBySource.some((item) => item.count > 0),
      },
      data.vehiclesByStatus && {
        key: 'vehiclesByStatus',
        option: radarOption(data.vehiclesByStatus, t('vehicles'), '#E6A23C'),
        testId: 'chart-radar',
        empty: !data.vehiclesByStatus.length,
      },
    ].filter((chart) => !!chart);
  }, [data, primary, t]);

  const totals = [
    { key: 'houses', icon: <HomeOutlined />, value: data?.totals.houses, color: primary },
    { key: 'vehicles', icon: <CarOutlined />, value: data?.totals.vehicles, color: '#E6A23C' },
    { key: 'contracts', icon: <FileTextOutlined />, value: data?.totals.contracts, color: '#67C23A' },
    { key: 'customers', icon: <TeamOutlined />, value: data?.totals.customers, color: '#F56C6C' },
  ].filter((item) => !data || item.value !== null);

  return (
    <div data-testid="dashboard">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
          {t('refresh')}
        </Button>
      </Flex>
      {isError && <Alert type="error" showIcon title={t('loadFailed')} style={{ marginBottom: 12 }} />}
      {data && totals.length === 0 && (
        <Empty description={t('nothingToShow')} data-testid="dashboard-nothing" />
      )}
      <Row gutter={[12, 12]}>
        {totals.map((item) => (
          <Col key={item.key} xs={12} md={6}>
            <Card size="small">
              <Skeleton loading={isLoading} active paragraph={false}>
                <Statistic
                  title={t(`total.${item.key}`)}
                  value={item.value ?? 0}
                  prefix={<span style={{ color: item.color }}>{item.icon}</span>}
                  data-testid={`total-${item.key}`}
                />
              </Skeleton>
            </Card>
          </Col>
        ))}
        {charts?.map((chart) => (
          <Col key={chart.key} xs={24} lg={12}>
            <ChartCard title={t(chart.key)} empty={chart.empty}>
              <EChart option={chart.option} testId={chart.testId} />
            </ChartCard>
          </Col>
        ))}
      </Row>
    </div>
  );
}
