import { ContractDocument } from '@agency/shared/features/contract/components/contract-document';
import { ContractDocxView } from '@agency/shared/features/contract/components/contract-docx-view';
import type { Contract } from '@agency/shared/features/contract/types/contract';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Alert, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadDocxPreview } from '../../../utils/load-docx-preview';
import { carContractApi } from '../api/car-contract-api';

/** A vehicle contract read-only: title, status, dates and the document. */
export function CarContractViewDrawer({ row, onClose }: RowDialogProps<Contract>) {
  const { t } = useTranslation('vehicle');
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const { data, isLoading, isError } = carContractApi.useGet(row.id);
  return (
    <Drawer
      open
      title={t('carContract.dialog.viewTitle')}
      size={narrow ? '100%' : 820}
      onClose={onClose}
      destroyOnHidden
    >
      {isLoading ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
      {isError ? <Alert type="error" showIcon title={t('carContract.messages.detailFailed')} /> : null}
      {data ? (
        <ContractDocument
          contract={{ ...data, instanceContent: data.instanceContent ?? '' }}
          statusLabel={t(`carContract.status.${data.status}`)}
          texts={{ signedAt: t('carContract.fields.signedAt'), endDate: t('carContract.fields.endDate') }}
          body={
            <ContractDocxView
              renderer={loadDocxPreview}
              url={`/vehicle/contracts/${data.id}/document`}
              version={data.instanceContent}
            />
          }
        />
      ) : null}
    </Drawer>
  );
}
