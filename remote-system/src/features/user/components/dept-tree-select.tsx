import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDeptTreeQuery } from '../api/user-api';
import type { DeptNode } from '../types/user';

type TreeSelectNode = { value: number; title: string; disabled: boolean; children?: TreeSelectNode[] };

const toOptions = (nodes: readonly DeptNode[]): TreeSelectNode[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.label,
    // A disabled department cannot receive users (the server refuses it too).
    disabled: node.disabled,
    children: node.children ? toOptions(node.children) : undefined,
  }));

/** The department input of the user form: the scoped department tree. */
export function DeptTreeSelect({ value, onChange, disabled }: FormControlProps) {
  const { t } = useTranslation('system');
  const { data } = useUserDeptTreeQuery();
  const treeData = useMemo(() => toOptions(data ?? []), [data]);
  return (
    <TreeSelect
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      treeData={treeData}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled}
      placeholder={t('user.placeholder.deptId')}
      style={{ width: '100%' }}
    />
  );
}
