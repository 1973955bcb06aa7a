import { downloadContractWord } from '@agency/shared/features/contract/api/download-contract-word';
import type { Contract } from '@agency/shared/features/contract/types/contract';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import {
  CopyOutlined,
  DownloadOutlined,
  EditOutlined,
  LinkOutlined,
  SignatureOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNewContractVersionMutation } from '../api/contract-detail-api';
import { detailPath } from '../hooks/use-detail-link';
import { useDetailPermission } from '../hooks/use-detail-permission';
import { reportFailure } from '../utils/report-failure';
import { ShareDialog } from './share-dialog';
import { SignDialog } from './sign-dialog';

interface ContractActionsProps {
  contract: Contract;
  onEdit: () => void;
}

/**
 * A contract's actions in view mode: online edit and sign (drafts), a new
 * version (signed or expired), download Word, and the share link; each only
 * with its permission.
 */
export function ContractActions({ contract, onEdit }: ContractActionsProps) {
  const { t } = useTranslation('pact');
  const hasPermi = useDetailPermission();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'sign' | 'share' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [newVersion, { isLoading: copying }] = useNewContractVersionMutation();
  const canEdit = hasPermi('pact:contract:edit');
  const draft = contract.status === 0;

  const download = async () => {
    setDownloading(true);
    const saved = await downloadContractWord(
      `/pact/contracts/${contract.id}/download-docx`,
      `${t('detail.wordFileName')}_${contract.id}.docx`,
    );
    setDownloading(false);
    if (!saved) getNotifier().error(t('detail.downloadFailed'));
  };

  const makeNewVersion = async () => {
    try {
      const created = await newVersion(contract.id).unwrap();
      getNotifier().success(t('detail.newVersion.success'));
      navigate(detailPath(created.id, 'contract'));
    } catch (error) {
      reportFailure(error, t('detail.newVersion.failed'));
    }
  };

  return (
    <Flex gap={8} wrap>
      {canEdit && draft ? (
        <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
          {t('detail.onlineEdit')}
        </Button>
      ) : null}
      {hasPermi('pact:contract:download') ? (
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          {t('detail.downloadWord')}
        </Button>
      ) : null}
      {canEdit && draft ? (
        <Button icon={<SignatureOutlined />} onClick={() => setDialog('sign')}>
          {t('detail.sign.button')}
        </Button>
      ) : null}
      {canEdit && !draft ? (
        <Button icon={<CopyOutlined />} loading={copying} onClick={() => void makeNewVersion()}>
          {t('detail.newVersion.button')}
        </Button>
      ) : null}
      {canEdit ? (
        <Button icon={<LinkOutlined />} onClick={() => setDialog('share')}>
          {t('detail.share.button')}
        </Button>
      ) : null}
      <SignDialog contractId={contract.id} open={dialog === 'sign'} onClose={() => setDialog(null)} />
      <ShareDialog
        contractId={contract.id}
        shared={contract.shared}
        open={dialog === 'share'}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
}
