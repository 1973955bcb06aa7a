import { ApartmentOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUserDeptTreeQuery } from '../api/user-api';
import type { DeptNode } from '../types/user';
import { filterTree, flattenTree } from '../utils/dept-tree';

/** The list's department filter: the `deptId` query parameter the kit reads (department and below). */
export const DEPT_FILTER_PARAM = 'deptId';

const toTreeData = (nodes: readonly DeptNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.label,
    children: node.children ? toTreeData(node.children) : undefined,
  }));

/**
 * The department tree beside the user list (RuoYi's left pane): a click filters the
 * list to the department and those below it; a second click on it clears the filter.
 */
export function DeptTreeFilter() {
  const { t } = useTranslation('system');
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState('');
  const { data, isLoading, isError } = useUserDeptTreeQuery();
  const tree = useMemo(() => filterTree(data ?? [], text), [data, text]);
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  // Searching opens every branch so matches show; otherwise all are open (the tree is small).
  const expanded = useMemo(() => flattenTree(tree).map(({ node }) => node.id), [tree]);
  const selected = Number(search.get(DEPT_FILTER_PARAM)) || undefined;

  const select = (deptId: number | undefined) => {
    const next = new URLSearchParams(search);
    if (deptId === undefined) next.delete(DEPT_FILTER_PARAM);
    else next.set(DEPT_FILTER_PARAM, String(deptId));
    // A new filter starts at the first page.
    next.delete('pageNum');
    setSearch(next);
  };

  return (
    <Card
      size="small"
      title={
        <span>
          <ApartmentOutlined /> {t('user.tree.title')}
        </span>
      }
      className="user-dept-tree"
    >
      <Input.Search
        allowClear
        size="small"
        placeholder={t('user.placeholder.deptSearch')}
        aria-label={t('user.placeholder.deptSearch')}
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {isError && <Alert type="error" showIcon title={t('user.tree.loadFailed')} />}
      <Spin spinning={isLoading}>
        {!isLoading && !isError && treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.tree.empty')} />
        ) : (
          <Tree
            blockNode
            treeData={treeData}
            expandedKeys={expanded}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => select(keys.length ? Number(keys[0]) : undefined)}
          />
        )}
      </Spin>
    </Card>
  );
}
