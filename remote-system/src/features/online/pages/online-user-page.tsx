import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { TablePagination } from '@agency/shared/features/table/components/table-pagination';
import { TableToolbar } from '@agency/shared/features/table/components/table-toolbar';
import { LogoutOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForceLogoutMutation, useListOnlineUsersQuery } from '../api/online-api';
import type { OnlineUser } from '../types/online-user';

interface OnlineFilters {
  ipaddr?: string;
  userName?: string;
}

/** `monitor/online/index`: active sessions, filtered by IP or user name, with force logout. */
export default function OnlineUserPage() {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [form] = Form.useForm<OnlineFilters>();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [filters, setFilters] = useState<OnlineFilters>({});
  const [showSearch, setShowSearch] = useState(true);
  const { data, isFetching, isError, refetch } = useListOnlineUsersQuery({ ...page, ...filters });
  const [forceLogout, { isLoading: loggingOut }] = useForceLogoutMutation();
  const canForceLogout = hasPermi('monitor:online:forceLogout');
  const rows = data?.rows ?? [];

  const search = (values: OnlineFilters) => {
    const next: OnlineFilters = {};
    const ipaddr = values.ipaddr?.trim();
    const userName = values.userName?.trim();
    if (ipaddr) next.ipaddr = ipaddr;
    if (userName) next.userName = userName;
    setFilters(next);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const logout = async (row: OnlineUser) => {
    const confirmed = await getNotifier().confirm({
      title: t('online.confirm.title'),
      content: t('online.confirm.content', { userName: row.userName }),
      okText: t('online.confirm.ok'),
      cancelText: t('online.confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await forceLogout(row.tokenId).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t('online.forceLogoutSuccess'));
    if (rows.length === 1 && page.pageNum > 1) setPage((p) => ({ ...p, pageNum: p.pageNum - 1 }));
  };

  const columns: TableColumnsType<OnlineUser> = [
    {
      key: 'index',
      title: t('online.fields.index'),
      width: 70,
      render: (_value, _row, index) => (page.pageNum - 1) * page.pageSize + index + 1,
    },
    { key: 'tokenId', dataIndex: 'tokenId', title: t('online.fields.tokenId'), ellipsis: true, width: 200 },
    { key: 'userName', dataIndex: 'userName', title: t('online.fields.userName'), width: 130 },
    { key: 'deptName', dataIndex: 'deptName', title: t('online.fields.deptName'), width: 130 },
    { key: 'ipaddr', dataIndex: 'ipaddr', title: t('online.fields.ipaddr'), width: 140 },
    { key: 'loginLocation', dataIndex: 'loginLocation', title: t('online.fields.loginLocation'), width: 140 },
    { key: 'browser', dataIndex: 'browser', title: t('online.fields.browser'), width: 130 },
    { key: 'os', dataIndex: 'os', title: t('online.fields.os'), width: 130 },
    { key: 'loginTime', dataIndex: 'loginTime', title: t('online.fields.loginTime'), width: 180 },
    ...(canForceLogout
      ? [
          {
            key: 'actions',
            title: t('online.fields.actions'),
            width: 190,
            fixed: 'right' as const,
            render: (_value: unknown, row: OnlineUser) => (
              <Button
                type="link"
                size="small"
                danger
                icon={<LogoutOutlined />}
                onClick={() => void logout(row)}
              >
                {t('online.forceLogout')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} className="monitor-online-page">
      <Card hidden={!showSearch}>
        <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="ipaddr" label={t('online.fields.ipaddr')}>
            <Input allowClear placeholder={t('online.placeholder.ipaddr')} />
          </Form.Item>
          <Form.Item name="userName" label={t('online.fields.userName')}>
            <Input allowClear placeholder={t('online.placeholder.userName')} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('online.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
              >
                {t('online.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <TableToolbar
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            onRefresh={() => void refetch()}
          />
        </Flex>
        {isError ? (
          <Alert type="error" showIcon title={t('online.loadFailed')} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<OnlineUser>
          rowKey="tokenId"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={isFetching || loggingOut}
          pagination={false}
          scroll={{ x: 1300 }}
        />
        <TablePagination
          total={data?.total ?? 0}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      </Card>
    </Flex>
  );
}
