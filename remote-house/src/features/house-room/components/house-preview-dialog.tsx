import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { skipToken } from '@reduxjs/toolkit/query';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { HouseDetailView } from '../../house-detail/components/house-detail-view';
import { houseRoomApi } from '../api/house-room-api';
import { useHouseLabels } from '../hooks/use-house-labels';
import type { HouseRoom } from '../types/house-room';

/** A phone's viewport (iPhone SE/8), where the public page is meant to be read. */
const PHONE = { width: 375, height: 667 };

/**
 * The public page of a house as a phone shows it, before it is listed too
 * (the public route answers listed houses only, so the staff's copy is shown).
 */
export function HousePreviewDialog({ row, onClose }: RowDialogProps<HouseRoom>) {
  const { t } = useTranslation(['house', 'common']);
  const { data, isFetching } = houseRoomApi.useGet(row.id ?? skipToken, { refetchOnMountOrArgChange: true });
  const labels = useHouseLabels(data);
  return (
    <Modal
      open
      title={t('houseRoom.dialog.previewTitle')}
      width={PHONE.width + 48}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div
        data-testid="house-phone-preview"
        style={{
          width: PHONE.width,
          maxWidth: '100%',
          height: PHONE.height,
          overflowY: 'auto',
          margin: '0 auto',
          border: '8px solid #222',
          borderRadius: 24,
        }}
      >
        <Spin spinning={isFetching}>
          {data && <HouseDetailView house={{ ...data, villageName: data.villageName ?? null, labels }} />}
        </Spin>
      </div>
    </Modal>
  );
}
