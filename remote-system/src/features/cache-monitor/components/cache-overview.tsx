import { Card, Col, Progress, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CacheInfo } from '../types/cache';

const DAY = 86_400;

/** The summary row: entries kept, the Node process and its memory (RuoYi's 基本信息). */
export function CacheOverview({ info }: { info: CacheInfo }) {
  const { t } = useTranslation('system');
  const { process } = info;
  const days = Math.floor(process.uptimeSeconds / DAY);
  const hours = Math.floor((process.uptimeSeconds % DAY) / 3600);
  const heap = process.heapTotalMb > 0 ? Math.round((process.heapUsedMb / process.heapTotalMb) * 100) : 0;
  return (
    <Card size="small" title={t('cacheMonitor.overview')}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t('cacheMonitor.entries')} value={info.dbSize} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('cacheMonitor.nodeVersion')} value={process.nodeVersion} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('cacheMonitor.uptime')}
            value={t('cacheMonitor.uptimeValue', { days, hours })}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('cacheMonitor.rss')} value={process.rssMb} suffix="MB" />
        </Col>
        <Col xs={24} md={12}>
          <div>{t('cacheMonitor.heap', { used: process.heapUsedMb, total: process.heapTotalMb })}</div>
          <Progress percent={heap} status={heap > 85 ? 'exception' : 'normal'} />
        </Col>
        <Col xs={24} md={12}>
          <div>{t('cacheMonitor.authCacheTtl', { ms: process.authCacheMs })}</div>
        </Col>
      </Row>
    </Card>
  );
}
