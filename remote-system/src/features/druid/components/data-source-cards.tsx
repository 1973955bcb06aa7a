import { formatTime } from '@agency/shared/features/date/utils/format-time';
import { Card, Col, Descriptions, Progress, Row, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DruidInfo } from '../types/druid';

/** The engine and its pool, and the totals since the statistics started (Druid's data source and SQL pages). */
export function DataSourceCards({ info }: { info: DruidInfo }) {
  const { t } = useTranslation('system');
  const { pool, summary } = info;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('druid.dataSource')}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('druid.engine')}>
              <Tag>{info.kind === 'pglite' ? t('druid.embedded') : 'PostgreSQL'}</Tag>
            </Descriptions.Item>
            {pool ? (
              <>
                <Descriptions.Item label={t('druid.poolMax')}>{pool.max}</Descriptions.Item>
                <Descriptions.Item label={t('druid.poolOpen')}>
                  {t('druid.poolOpenValue', { total: pool.total, idle: pool.idle })}
                </Descriptions.Item>
                <Descriptions.Item label={t('druid.poolWaiting')}>{pool.waiting}</Descriptions.Item>
              </>
            ) : (
              <Descriptions.Item label={t('druid.poolMax')}>{t('druid.singleConnection')}</Descriptions.Item>
            )}
          </Descriptions>
          {pool && (
            <Progress percent={Math.round(((pool.total - pool.idle) / pool.max) * 100)} size="small" />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('druid.sqlStats', { since: formatTime(summary.since) })}>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={8}>
              <Statistic title={t('druid.executions')} value={summary.count} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={t('druid.distinct')} value={summary.statements} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={t('druid.average')} value={summary.avgMs} suffix="ms" />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={t('druid.errors')} value={summary.errors} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={t('druid.slow', { ms: summary.slowMs })} value={summary.slow} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={t('druid.totalTime')} value={Math.round(summary.totalMs)} suffix="ms" />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
