import { FieldDescriptions } from '@agency/shared/features/resource/components/field-descriptions';
import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Alert, Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { leaseExpiresApi } from '../api/lease-expires-api';
import type { LeaseExpires } from '../types/lease-expires';

export interface LeaseExpiresViewProps extends RowDialogProps<LeaseExpires> {
  fields: readonly ResourceField<LeaseExpires>[];
}

/** The view dialog: every field of one reminder, read fresh from `GET /houseLeaseExpires/{id}`. */
export function LeaseExpiresView({ fields, row, onClose }: LeaseExpiresViewProps) {
  const { t } = useTranslation(['house', 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const { data, isFetching, isError } = leaseExpiresApi.useGet(row.id);
  const shown = data ?? row;
  return (
    <Modal
      open
      title={t('leaseExpires.dialog.viewTitle')}
      width={narrow ? '100%' : 720}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common:actions.close')}</Button>}
    >
      <Spin spinning={isFetching}>
        {isError && <Alert type="error" showIcon title={t('leaseExpires.messages.loadFailed')} />}
        <FieldDescriptions fields={fields} row={shown} ns="house" wide={['remark']} />
      </Spin>
    </Modal>
  );
}
