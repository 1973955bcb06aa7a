import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTerminateHouseLeaseMutation } from '../api/house-lease-api';
import type { HouseLease } from '../types/house-lease';

/** "End early" for an active lease, after a confirmation; the house is for rent again. */
export function TerminateLeaseButton({ row }: { row: HouseLease }) {
  const { t } = useTranslation(['house', 'common']);
  const [terminate, { isLoading }] = useTerminateHouseLeaseMutation();
  const run = async () => {
    const confirmed = await getNotifier().confirm({
      title: t('leaseList.dialog.terminateTitle'),
      content: t('leaseList.dialog.terminateContent', {
        tenant: row.tenantName,
        house: row.houseName ?? '-',
      }),
      okText: t('leaseList.actions.terminate'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    const result = await terminate(row.id);
    if ('error' in result) return;
    getNotifier().success(t('leaseList.messages.terminated'));
  };
  return (
    <Button
      type="link"
      size="small"
      danger
      icon={<StopOutlined />}
      loading={isLoading}
      onClick={() => void run()}
    >
      {t('leaseList.actions.terminate')}
    </Button>
  );
}
