import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { buildTree } from '@agency/shared/features/resource/utils/build-tree';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi } from '../api/menu-api';
import type { Menu } from '../types/menu';
import { menuTitle } from '../utils/menu-title';

type Option = { value: number; title: string; children?: Option[] };
type MenuNode = Menu & { children?: MenuNode[] };

const ALL = { pageNum: 1, pageSize: 1000 };

/**
 * The parent of a menu: the top level or a directory or page, never a button, nor the
 * menu itself or anything below it (the server refuses those too).
 */
export function MenuParentSelect({ value, onChange, disabled, rowId }: FormControlProps) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const { data, isFetching } = menuApi.useList(ALL);
  const treeData = useMemo(() => {
    const toOptions = (nodes: readonly MenuNode[]): Option[] =>
      nodes
        .filter((node) => node.menuType !== 'F' && node.menuId !== rowId)
        .map((node) => ({
          value: node.menuId,
          title: menuTitle(node, language),
          children: node.children ? toOptions(node.children) : undefined,
        }));
    const roots = buildTree(data?.rows ?? [], 'menuId', 'parentId') as MenuNode[];
    return [{ value: 0, title: t('menu.root'), children: toOptions(roots) }];
  }, [data, language, rowId, t]);
  return (
    <TreeSelect
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandedKeys={[0]}
      loading={isFetching}
      disabled={disabled}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange?.(next)}
      treeData={treeData}
      placeholder={t('menu.placeholder.parentId')}
      className="menu-parent-select"
    />
  );
}
