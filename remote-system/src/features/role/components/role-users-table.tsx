import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import type { TableResult } from '@agency/shared/features/request/types/envelope';
import { Flex, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import type { RoleUser } from '../types/role';

export interface UserSearch {
  userName?: string;
  phonenumber?: string;
  pageNum: number;
  pageSize: number;
}

interface Props {
  data: TableResult<RoleUser> | undefined;
  loading: boolean;
  search: UserSearch;
  onSearch: (search: UserSearch) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** A last column of the caller's (cancel one). */
  action?: (row: RoleUser) => ReactNode;
  label: string;
}

/** The searchable, paged, selectable user table of the role's assignment page and its "add users" dialog. */
export function RoleUsersTable({
  data,
  loading,
  search,
  onSearch,
  selected,
  onSelect,
  action,
  label,
}: Props) {
  const { t } = useTranslation(['system', 'common']);
  const columns: ColumnsType<RoleUser> = [
    { key: 'userName', dataIndex: 'userName', title: t('user.fields.userName'), ellipsis: true },
    { key: 'nickName', dataIndex: 'nickName', title: t('user.fields.nickName'), ellipsis: true },
    { key: 'deptName', dataIndex: 'deptName', title: t('user.fields.deptName'), ellipsis: true },
    { key: 'phonenumber', dataIndex: 'phonenumber', title: t('user.fields.phonenumber'), width: 140 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('user.fields.status'),
      width: 90,
      render: (value: string) => <DictTag dictType={NORMAL_DISABLE_DICT} value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('user.fields.createTime'), width: 170 },
    ...(action ? [{ key: 'action', title: t('common:actions.operation'), width: 140, render: action }] : []),
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          style={{ width: 200 }}
          placeholder={t('user.placeholder.userName')}
          aria-label={t('user.fields.userName')}
          defaultValue={search.userName}
          onSearch={(value) => onSearch({ ...search, userName: value.trim() || undefined, pageNum: 1 })}
        />
        <Input.Search
          allowClear
          style={{ width: 200 }}
          placeholder={t('user.placeholder.phonenumber')}
          aria-label={t('user.fields.phonenumber')}
          defaultValue={search.phonenumber}
          onSearch={(value) => onSearch({ ...search, phonenumber: value.trim() || undefined, pageNum: 1 })}
        />
      </Flex>
      <Table<RoleUser>
        aria-label={label}
        rowKey="userId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.rows ?? []}
        scroll={{ x: 820 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
        pagination={{
          current: search.pageNum,
          pageSize: search.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common:table.total', { total }),
          onChange: (pageNum, pageSize) => onSearch({ ...search, pageNum, pageSize }),
        }}
      />
    </Flex>
  );
}
