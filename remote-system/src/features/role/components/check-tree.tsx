import { Checkbox, Flex, Tree } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeptNode as TreeNode } from '../../user/types/user';
import { flattenTree } from '../../user/utils/dept-tree';

export interface CheckTreeProps {
  nodes: readonly TreeNode[];
  /** The keys shown checked at first (with `linked`, parents whose children are not all checked are left out). */
  initial: readonly number[];
  /** Parents and children linked (RuoYi's "check strictly" flag). */
  linked: boolean;
  /** Every id to save: the checked ones, and half-checked parents when linked (as RuoYi sends them). */
  onChange: (ids: number[]) => void;
  label: string;
}

type TreeData = { key: number; title: string; children?: TreeData[] };
const toTreeData = (nodes: readonly TreeNode[]): TreeData[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.label,
    children: node.children ? toTreeData(node.children) : undefined,
  }));

/**
 * A checkbox tree of menus or departments with expand/collapse all and select
 * all/none, as RuoYi's role dialogs. Keeps its own checked state after the first
 * render, so emitting half-checked parents never checks all their children.
 */
export function CheckTree({ nodes, initial, linked, onChange, label }: CheckTreeProps) {
  const { t } = useTranslation('system');
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const allKeys = useMemo(() => flattenTree(nodes).map(({ node }) => node.id), [nodes]);
  const [checked, setChecked] = useState<number[]>(() => [...initial]);
  const [expanded, setExpanded] = useState<Key[] | undefined>(undefined);

  const emit = (keys: number[], half: number[]) => {
    setChecked(keys);
    onChange([...keys, ...(linked ? half : [])]);
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={16} wrap>
        <Checkbox
          checked={expanded === undefined || expanded.length > 0}
          onChange={(event) => setExpanded(event.target.checked ? allKeys : [])}
        >
          {t('role.tree.expand')}
        </Checkbox>
        <Checkbox
          checked={allKeys.length > 0 && checked.length === allKeys.length}
          indeterminate={checked.length > 0 && checked.length < allKeys.length}
          onChange={(event) => emit(event.target.checked ? allKeys : [], [])}
        >
          {t('role.tree.all')}
        </Checkbox>
      </Flex>
      <fieldset
        aria-label={label}
        style={{
          margin: 0,
          border: '1px solid var(--ant-color-border, #d9d9d9)',
          borderRadius: 6,
          padding: 8,
          maxHeight: 320,
          overflow: 'auto',
        }}
      >
        <Tree
          checkable
          selectable={false}
          checkStrictly={!linked}
          treeData={treeData}
          expandedKeys={expanded ?? allKeys}
          onExpand={(keys) => setExpanded(keys)}
          checkedKeys={checked}
          onCheck={(keys, info) => {
            if (Array.isArray(keys)) emit(keys.map(Number), (info.halfCheckedKeys ?? []).map(Number));
            else emit(keys.checked.map(Number), []);
          }}
        />
      </fieldset>
    </Flex>
  );
}
