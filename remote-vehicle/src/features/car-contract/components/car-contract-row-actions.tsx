import { downloadContractWord } from '@agency/shared/features/contract/api/download-contract-word';
import { ContractLinkDialog } from '@agency/shared/features/contract/components/contract-link-dialog';
import type { Contract } from '@agency/shared/features/contract/types/contract';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { DownloadOutlined, EditOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  carContractWordUrl,
  useCreateCarContractLinkMutation,
  useRevokeCarContractLinkMutation,
} from '../api/car-contract-api';
import { carContractLinkUrl } from '../utils/car-contract-link';
import { CarContractViewDrawer } from './car-contract-view-drawer';

/**
 * A vehicle contract's actions, each with its permission: view, Word file, the
 * customer's share link, and "open in contracts" (edit, sign) for contracts staff.
 */
export function CarContractRowActions({ row }: { row: Contract }) {
  const { t } = useTranslation('vehicle');
  const { hasPermi } = usePermission();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'view' | 'share' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [create, creating] = useCreateCarContractLinkMutation();
  const [revoke, revoking] = useRevokeCarContractLinkMutation();

  const download = async () => {
    setDownloading(true);
    const saved = await downloadContractWord(
      carContractWordUrl(row.id),
      `${row.contractTitle}_${row.id}.docx`,
    );
    setDownloading(false);
    if (!saved) getNotifier().error(t('carContract.messages.downloadFailed'));
  };

  return (
    <>
      {hasPermi('vehicle:contract:query') && (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen('view')}>
          {t('carContract.actions.view')}
        </Button>
      )}
      {hasPermi('vehicle:contract:download') && (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('carContract.actions.download')}
        </Button>
      )}
      {hasPermi('vehicle:contract:edit') && (
        <Button type="link" size="small" icon={<ShareAltOutlined />} onClick={() => setOpen('share')}>
          {t('carContract.actions.share')}
        </Button>
      )}
      {hasPermi('pact:contract:query') && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => navigate(`/contracts/${row.id}`)}
        >
          {t('carContract.actions.edit')}
        </Button>
      )}
      {open === 'view' && <CarContractViewDrawer row={row} onClose={() => setOpen(null)} />}
      <ContractLinkDialog
        shared={row.shared}
        open={open === 'share'}
        onClose={() => setOpen(null)}
        create={() => create(row.id).unwrap()}
        revoke={() => revoke(row.id).unwrap()}
        busy={{ creating: creating.isLoading, revoking: revoking.isLoading }}
        urlOf={carContractLinkUrl}
      />
    </>
  );
}
