import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Flex, Progress, Row, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerInfoQuery } from '../api/server-info-api';

/** Refreshed while the page is open, as RuoYi's screen is on each visit. */
const POLL_MS = 10_000;

const danger = (usage: number) => (usage > 80 ? 'exception' : 'normal');

/**
 * `monitor/server/index`: CPU, memory, the Node process, the host, its disks and the
 * database, refreshed every 10 s and on demand.
 */
export default function ServerMonitorPage() {
  const { t } = useTranslation('system');
  const { data, isError, isFetching, refetch } = useServerInfoQuery(undefined, { pollingInterval: POLL_MS });
  const refresh = (
    <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
      {t('serverMonitor.refresh')}
    </Button>
  );
  if (isError && !data)
    return <Alert type="error" showIcon title={t('serverMonitor.loadFailed')} action={refresh} />;
  if (!data) return <Skeleton active />;
  const { cpu, mem, jvm, sys, sysFiles, database } = data;
  return (
    <Flex vertical gap={16} className="monitor-server-page">
      <Flex justify="flex-end">{refresh}</Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.cpu')} size="small">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('serverMonitor.cores')}>{cpu.cpuNum}</Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.userUse')}>{`${cpu.used}%`}</Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.systemUse')}>{`${cpu.sys}%`}</Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.idle')}>{`${cpu.free}%`}</Descriptions.Item>
            </Descriptions>
            <Progress percent={Math.round(cpu.used + cpu.sys)} status={danger(cpu.used + cpu.sys)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.memory')} size="small">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('serverMonitor.total')}>{`${mem.total} GB`}</Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.used')}>{`${mem.used} GB`}</Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.free')}>{`${mem.free} GB`}</Descriptions.Item>
            </Descriptions>
            <Progress percent={Math.round(mem.usage)} status={danger(mem.usage)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.process')} size="small">
            <Descriptions size="small" column={1}>
              <Descriptions.Item
                label={t('serverMonitor.runtime')}
              >{`${jvm.name} ${jvm.version}`}</Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.startTime')}>{jvm.startTime}</Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.runTime')}>{jvm.runTime}</Descriptions.Item>
              <Descriptions.Item
                label={t('serverMonitor.heap')}
              >{`${jvm.used} / ${jvm.total} MB`}</Descriptions.Item>
            </Descriptions>
            <Progress percent={Math.round(jvm.usage)} status={danger(jvm.usage)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.database')} size="small">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('serverMonitor.engine')}>
                <Tag>{database.kind === 'pglite' ? t('serverMonitor.embedded') : 'PostgreSQL'}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.version')}>
                {database.version ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.size')}>
                {database.sizeMb === null ? '-' : `${database.sizeMb} MB`}
              </Descriptions.Item>
              <Descriptions.Item label={t('serverMonitor.connections')}>
                {database.connections ?? '-'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={t('serverMonitor.host')} size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('serverMonitor.computerName')}>{sys.computerName}</Descriptions.Item>
          <Descriptions.Item label={t('serverMonitor.computerIp')}>{sys.computerIp}</Descriptions.Item>
          <Descriptions.Item label={t('serverMonitor.osName')}>{sys.osName}</Descriptions.Item>
          <Descriptions.Item label={t('serverMonitor.osArch')}>{sys.osArch}</Descriptions.Item>
          <Descriptions.Item label={t('serverMonitor.userDir')}>{sys.userDir}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('serverMonitor.disks')} size="small">
        <CompactTable
          rowKey="dirName"
          scroll={{ x: 'max-content' }}
          dataSource={sysFiles}
          columns={[
            { key: 'dirName', dataIndex: 'dirName', title: t('serverMonitor.dirName') },
            { key: 'total', dataIndex: 'total', title: t('serverMonitor.total') },
            { key: 'free', dataIndex: 'free', title: t('serverMonitor.free') },
            { key: 'used', dataIndex: 'used', title: t('serverMonitor.used') },
            {
              key: 'usage',
              title: t('serverMonitor.usage'),
              render: (_: unknown, disk) => (
                <Progress percent={Math.round(disk.usage)} size="small" status={danger(disk.usage)} />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
