import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Transfer } from 'antd';
import type { TransferKey } from 'antd/es/transfer/interface';
import { useTranslation } from 'react-i18next';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '../../responsive/utils/breakpoints';
import type { ColumnSetting } from '../types/column-setting';
import { moveColumn } from '../utils/move-column';

export interface ColumnVisibilityDialogProps {
  open: boolean;
  onClose: () => void;
  columns: ColumnSetting[];
  onChange: (columns: ColumnSetting[]) => void;
  /** With it, shown columns can be moved up and down (the array order is the table's). */
  sortable?: boolean;
  /** With it, a button restores the screen's default columns. */
  onReset?: () => void;
}

/**
 * The column show/hide dialog (spec section 2): a transfer with the shown
 * columns on the left and the hidden ones on the right; columns hidden at first
 * are already in the hidden list. 540 px wide, 90% below 768 px.
 */
export function ColumnVisibilityDialog({
  open,
  onClose,
  columns,
  onChange,
  sortable = false,
  onReset,
}: ColumnVisibilityDialogProps) {
  const { t } = useTranslation('common');
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const hiddenKeys = columns.filter((column) => !column.visible).map((column) => column.key);

  const handleChange = (targetKeys: TransferKey[]) => {
    const hidden = new Set(targetKeys.map(String));
    onChange(columns.map((column) => ({ ...column, visible: !hidden.has(column.key) })));
  };

  const renderItem = (item: { key: string; title: string }) => {
    const column = columns.find((candidate) => candidate.key === item.key);
    if (!sortable || !column?.visible) return item.title;
    const move = (direction: -1 | 1) => (event: { stopPropagation: () => void }) => {
      // A click on the arrows is not a click on the item (that would select it).
      event.stopPropagation();
      onChange(moveColumn(columns, item.key, direction));
    };
    return (
      <Flex justify="space-between" align="center" gap={4}>
        <span>{item.title}</span>
        <span>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={`${t('resource.columnOrderUp')}: ${item.title}`}
            onClick={move(-1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={`${t('resource.columnOrderDown')}: ${item.title}`}
            onClick={move(1)}
          />
        </span>
      </Flex>
    );
  };

  return (
    <Modal
      open={open}
      title={t('table.columnsDialogTitle')}
      onCancel={onClose}
      footer={onReset ? <Button onClick={onReset}>{t('resource.columnReset')}</Button> : null}
      width={narrow ? '90%' : 540}
      destroyOnHidden
    >
      <Transfer
        dataSource={columns.map((column) => ({ key: column.key, title: column.title }))}
        targetKeys={hiddenKeys}
        titles={[t('table.shown'), t('table.hidden')]}
        render={renderItem}
        onChange={handleChange}
        styles={{ section: { width: narrow ? '100%' : 210, height: 320 } }}
      />
    </Modal>
  );
}
