import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { buildTree } from '@agency/shared/features/resource/utils/build-tree';
import { skipToken } from '@reduxjs/toolkit/query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deptApi, useDeptParentsQuery } from '../api/dept-api';
import type { Dept } from '../types/dept';

type DeptTreeRow = Dept & { children?: DeptTreeRow[] };

type Option = { value: number; title: string; disabled: boolean; children?: Option[] };
const toOptions = (rows: readonly DeptTreeRow[]): Option[] =>
  rows.map((row) => ({
    value: row.deptId,
    title: row.deptName,
    // A disabled department takes no new sub-departments (the server says so too).
    disabled: row.status !== '0',
    children: row.children ? toOptions(row.children) : undefined,
  }));

const ALL = { pageNum: 1, pageSize: 1000 };

/** The parent of a department: any enabled one, but when editing not itself or one below it (the server's list). */
export function DeptParentSelect({ value, onChange, disabled, rowId }: FormControlProps) {
  const { t } = useTranslation('system');
  const editing = typeof rowId === 'number';
  const all = deptApi.useList(ALL, { skip: editing });
  const parents = useDeptParentsQuery(editing ? rowId : skipToken);
  const rows: readonly Dept[] = (editing ? parents.data : all.data?.rows) ?? [];
  const treeData = useMemo(() => toOptions(buildTree(rows, 'deptId', 'parentId') as DeptTreeRow[]), [rows]);
  return (
    <TreeSelect
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      disabled={disabled}
      loading={all.isFetching || parents.isFetching}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange?.(next)}
      treeData={treeData}
      placeholder={t('dept.placeholder.parentId')}
      className="dept-parent-select"
    />
  );
}
