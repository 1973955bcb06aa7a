import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import {
  DeleteOutlined,
  EditOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NORMAL_DISABLE_DICT } from '../../user/types/user';
import { useDeptDeleteMutation, useDeptListQuery } from '../api/dept-api';
import { DeptFormDialog, type DeptFormTarget } from '../components/dept-form-dialog';
import type { Dept, DeptTreeRow } from '../types/dept';
import { buildDeptTree } from '../utils/build-dept-tree';

interface Filters {
  deptName?: string;
  status?: string;
}

const keysOf = (rows: readonly DeptTreeRow[]): Key[] =>
  rows.flatMap((row) => [row.deptId, ...keysOf(row.children ?? [])]);

/**
 * `system/dept/index`: the department tree table (RuoYi's dept screen): search by name
 * and status, expand/collapse all, add (also below a department), edit, delete (the
 * server refuses departments with sub-departments or users).
 */
export default function DeptTreePage() {
  const { t } = useTranslation(['system', 'common']);
  const { hasPermi } = usePermission();
  const [filters, setFilters] = useState<Filters>({});
  const { data, isFetching, isError, refetch } = useDeptListQuery(filters);
  const tree = useMemo(() => buildDeptTree(data ?? []), [data]);
  const [expanded, setExpanded] = useState<Key[] | undefined>(undefined);
  const [form, setForm] = useState<DeptFormTarget | undefined>(undefined);
  const [remove] = useDeptDeleteMutation();
  const allKeys = useMemo(() => keysOf(tree), [tree]);
  const shownKeys = expanded ?? allKeys;

  const confirmDelete = async (dept: Dept) => {
    const confirmed = await getNotifier().confirm({
      title: t('dept.deleteTitle'),
      content: t('dept.deleteOne', { name: dept.deptName }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed || 'error' in (await remove(dept.deptId))) return;
    getNotifier().success(t('dept.deleteSuccess'));
  };

  const columns: ColumnsType<DeptTreeRow> = [
    { key: 'deptName', dataIndex: 'deptName', title: t('dept.fields.deptName'), ellipsis: true },
    { key: 'orderNum', dataIndex: 'orderNum', title: t('dept.fields.orderNum'), width: 90 },
    { key: 'leader', dataIndex: 'leader', title: t('dept.fields.leader'), width: 130, responsive: ['md'] },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('dept.fields.status'),
      width: 100,
      render: (value: string) => <DictTag dictType={NORMAL_DISABLE_DICT} value={value} />,
    },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('dept.fields.createTime'),
      width: 170,
      responsive: ['lg'],
    },
    {
      key: 'actions',
      title: t('common:actions.operation'),
      width: 230,
      render: (_value, row) => (
        <Space size={0} wrap>
          {hasPermi('system:dept:edit') && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setForm({ dept: row })}>
              {t('common:actions.edit')}
            </Button>
          )}
          {hasPermi('system:dept:add') && (
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setForm({ parentId: row.deptId })}
            >
              {t('common:actions.add')}
            </Button>
          )}
          {hasPermi('system:dept:remove') && row.parentId !== 0 && (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => void confirmDelete(row)}
            >
              {t('common:actions.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} className="system-dept-page">
      <Form<Filters>
        layout="inline"
        name="system-dept-search"
        onFinish={(values) => setFilters({ ...values })}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="deptName" label={t('dept.fields.deptName')}>
          <Input allowClear maxLength={30} placeholder={t('dept.placeholder.deptName')} />
        </Form.Item>
        <Form.Item name="status" label={t('dept.fields.status')}>
          <DictSelect dictType={NORMAL_DISABLE_DICT} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common:actions.search')}
            </Button>
            <Button htmlType="reset" icon={<ReloadOutlined />} onClick={() => setFilters({})}>
              {t('common:actions.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space wrap>
        {hasPermi('system:dept:add') && (
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setForm({})}>
            {t('common:actions.add')}
          </Button>
        )}
        <Button
          icon={<NodeExpandOutlined />}
          onClick={() => setExpanded(shownKeys.length > 0 ? [] : allKeys)}
        >
          {t('dept.expandCollapse')}
        </Button>
      </Space>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={t('dept.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('common:actions.refresh')}</Button>}
        />
      ) : (
        <Table<DeptTreeRow>
          rowKey="deptId"
          size="middle"
          loading={isFetching}
          columns={columns}
          dataSource={tree}
          pagination={false}
          scroll={{ x: 640 }}
          expandable={{ expandedRowKeys: shownKeys, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
        />
      )}
      {form && <DeptFormDialog target={form} onClose={() => setForm(undefined)} />}
    </Flex>
  );
}
