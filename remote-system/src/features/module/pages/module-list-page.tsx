import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { CheckCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivateModuleMutation, useListModulesQuery } from '../api/module-api';
import type { ModuleVersion } from '../types/module';
import { compareVersions } from '../utils/compare-versions';

/**
 * `system/module/index`: every deployed version of each remote, with the
 * active one marked; activating another version switches (or rolls back) that
 * module for everyone on their next load.
 */
export default function ModuleListPage() {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const { data, isFetching, isError, refetch } = useListModulesQuery();
  const [activate, { isLoading: activating }] = useActivateModuleMutation();
  const canActivate = hasPermi('system:module:edit');

  // Grouped by module, newest version first.
  const rows = useMemo(
    () =>
      [...(data?.rows ?? [])].sort(
        (a, b) => a.name.localeCompare(b.name) || compareVersions(b.version, a.version),
      ),
    [data],
  );

  const confirmActivate = async (row: ModuleVersion) => {
    const confirmed = await getNotifier().confirm({
      title: t('module.confirm.title'),
      content: t('module.confirm.content', { name: row.name, version: row.version }),
      okText: t('module.confirm.ok'),
      cancelText: t('module.confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await activate(row.moduleId).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t('module.activateSuccess'));
  };

  const columns: TableColumnsType<ModuleVersion> = [
    { key: 'moduleId', dataIndex: 'moduleId', title: t('module.fields.moduleId'), width: 80 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('module.fields.name'),
      width: 180,
      // One cell per module across its versions.
      onCell: (row, index = 0) => {
        if (index > 0 && rows[index - 1]?.name === row.name) return { rowSpan: 0 };
        let span = 1;
        while (rows[index + span]?.name === row.name) span += 1;
        return { rowSpan: span };
      },
    },
    { key: 'version', dataIndex: 'version', title: t('module.fields.version'), width: 110 },
    {
      key: 'prefixes',
      dataIndex: 'prefixes',
      title: t('module.fields.prefixes'),
      width: 200,
      render: (prefixes: string[]) => (
        <Space size={[4, 4]} wrap>
          {prefixes.map((prefix) => (
            <Tag key={prefix}>{prefix}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'entry',
      dataIndex: 'entry',
      title: t('module.fields.entry'),
      width: 360,
      ellipsis: { showTitle: true },
      render: (entry: string) => <Typography.Text code>{entry}</Typography.Text>,
    },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('module.fields.active'),
      width: 130,
      render: (active: boolean) =>
        active ? (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t('module.state.active')}
          </Tag>
        ) : (
          <Tag>{t('module.state.inactive')}</Tag>
        ),
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('module.fields.createTime'), width: 180 },
    ...(canActivate
      ? [
          {
            key: 'actions',
            title: t('module.fields.actions'),
            width: 130,
            render: (_value: unknown, row: ModuleVersion) =>
              row.active ? null : (
                <Button type="link" size="small" onClick={() => void confirmActivate(row)}>
                  {t('module.activate')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card
      className="system-module-page"
      title={t('module.pageTitle')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
          {t('module.refresh')}
        </Button>
      }
    >
      {isError ? (
        <Alert type="error" showIcon title={t('module.loadFailed')} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<ModuleVersion>
        rowKey="moduleId"
        size="middle"
        bordered
        columns={columns}
        dataSource={rows}
        loading={isFetching || activating}
        pagination={false}
        scroll={{ x: 1350 }}
        locale={{ emptyText: t('module.empty') }}
      />
    </Card>
  );
}
