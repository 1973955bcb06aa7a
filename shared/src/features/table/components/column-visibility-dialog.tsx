import { Modal, Transfer } from 'antd';
import type { TransferKey } from 'antd/es/transfer/interface';
import { useTranslation } from 'react-i18next';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '../../responsive/utils/breakpoints';
import type { ColumnSetting } from '../types/column-setting';

export interface ColumnVisibilityDialogProps {
  open: boolean;
  onClose: () => void;
  columns: ColumnSetting[];
  onChange: (columns: ColumnSetting[]) => void;
}

/**
 * The column show/hide dialog (spec section 2): a transfer with the shown
 * columns on the left and the hidden ones on the right; columns hidden at first
 * are already in the hidden list. 540 px wide, 90% below 768 px.
 */
export function ColumnVisibilityDialog({ open, onClose, columns, onChange }: ColumnVisibilityDialogProps) {
  const { t } = useTranslation('common');
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const hiddenKeys = columns.filter((column) => !column.visible).map((column) => column.key);

  const handleChange = (targetKeys: TransferKey[]) => {
    const hidden = new Set(targetKeys.map(String));
    onChange(columns.map((column) => ({ ...column, visible: !hidden.has(column.key) })));
  };

  return (
    <Modal
      open={open}
      title={t('table.columnsDialogTitle')}
      onCancel={onClose}
      footer={null}
      width={narrow ? '90%' : 540}
      destroyOnHidden
    >
      <Transfer
        dataSource={columns.map((column) => ({ key: column.key, title: column.title }))}
        targetKeys={hiddenKeys}
        titles={[t('table.shown'), t('table.hidden')]}
        render={(item) => item.title ?? ''}
        onChange={handleChange}
        styles={{ section: { width: narrow ? '100%' : 210, height: 320 } }}
      />
    </Modal>
  );
}
