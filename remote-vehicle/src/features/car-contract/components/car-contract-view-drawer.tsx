import { ContractDocument } from '@agency/shared/features/contract/components/contract-document';
import { ContractDocxView } from '@agency/shared/features/contract/components/contract-docx-view';
import type { Contract } from '@agency/shared/features/contract/types/contract';
import { DetailDrawer } from '@agency/shared/features/resource/components/detail-drawer';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadDocxPreview } from '../../../utils/load-docx-preview';
import { carContractApi } from '../api/car-contract-api';

/** A vehicle contract read-only: title, status, dates and the document. */
export function CarContractViewDrawer({ row, onClose }: RowDialogProps<Contract>) {
  const { t } = useTranslation('vehicle');
  const { data, isLoading, isError } = carContractApi.useGet(row.id);
  return (
    <DetailDrawer
      title={t('carContract.dialog.viewTitle')}
      width={820}
      error={isError && t('carContract.messages.detailFailed')}
      onClose={onClose}
    >
      {isLoading ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
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
    </DetailDrawer>
  );
}
