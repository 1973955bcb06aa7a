import { MenuOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSetting } from '../types/column-setting';
import { ColumnVisibilityDialog } from './column-visibility-dialog';

export interface TableToolbarProps {
  /** Whether the search panel is shown; with `onShowSearchChange` a toggle button appears. */
  showSearch?: boolean;
  onShowSearchChange?: (showSearch: boolean) => void;
  /** With it, a refresh button appears. */
  onRefresh?: () => void;
  /** With them (and `onColumnsChange`), the column show/hide button and dialog appear. */
  columns?: ColumnSetting[];
  onColumnsChange?: (columns: ColumnSetting[]) => void;
  /** Columns can be reordered in the dialog. */
  sortableColumns?: boolean;
  /** Restores the default columns (a button in the dialog). */
  onColumnsReset?: () => void;
  /** Extra buttons before the standard ones. */
  children?: ReactNode;
}

/**
 * The toolbar at the right of every table (spec section 2): search-panel toggle
 * (tooltip 更多 / More / ເພີ່ມເຕີມ), refresh, and the column show/hide dialog.
 */
export function TableToolbar({
  showSearch = true,
  onShowSearchChange,
  onRefresh,
  columns,
  onColumnsChange,
  sortableColumns,
  onColumnsReset,
  children,
}: TableToolbarProps) {
  const { t } = useTranslation('common');
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <Space size={8} className="table-toolbar">
      {children}
      {onShowSearchChange && (
        <Tooltip title={t('table.searchToggle')}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={t('table.searchToggle')}
            aria-pressed={showSearch}
            onClick={() => onShowSearchChange(!showSearch)}
          />
        </Tooltip>
      )}
      {onRefresh && (
        <Tooltip title={t('table.refresh')}>
          <Button
            shape="circle"
            icon={<ReloadOutlined />}
            aria-label={t('table.refresh')}
            onClick={onRefresh}
          />
        </Tooltip>
      )}
      {columns && onColumnsChange && (
        <>
          <Tooltip title={t('table.columns')}>
            <Button
              shape="circle"
              icon={<MenuOutlined />}
              aria-label={t('table.columns')}
              onClick={() => setDialogOpen(true)}
            />
          </Tooltip>
          <ColumnVisibilityDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            columns={columns}
            onChange={onColumnsChange}
            sortable={sortableColumns}
            onReset={onColumnsReset}
          />
        </>
      )}
    </Space>
  );
}
