import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShareLinkMutation, useRevokeShareLinkMutation } from '../api/contract-detail-api';
import { shareUrl } from '../utils/contract-paths';

interface ShareDialogProps {
  contractId: number;
  shared: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * The customer's read-only link: created (replacing an earlier one) and shown
 * once, since the server keeps only its hash; revoked with confirmation.
 */
export function ShareDialog({ contractId, shared, open, onClose }: ShareDialogProps) {
  const { t } = useTranslation('pact');
  const [link, setLink] = useState<string | null>(null);
  const [create, creating] = useCreateShareLinkMutation();
  const [revoke, revoking] = useRevokeShareLinkMutation();

  const makeLink = async () => {
    try {
      const { token } = await create(contractId).unwrap();
      setLink(shareUrl(token));
    } catch {
      // the request layer showed the server's reason
    }
  };

  const revokeLink = async () => {
    const sure = await getNotifier().confirm({
      title: t('detail.share.revoke'),
      content: t('detail.share.revokeConfirm'),
      okText: t('detail.share.revoke'),
      cancelText: t('detail.cancel'),
    });
    if (!sure) return;
    try {
      await revoke(contractId).unwrap();
      setLink(null);
      getNotifier().success(t('detail.share.revoked'));
    } catch {
      // the request layer showed the server's reason
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      getNotifier().success(t('detail.share.copied'));
    } catch {
      // no clipboard (insecure context): the link stays selectable in the box
    }
  };

  return (
    <Modal
      open={open}
      title={t('detail.share.title')}
      footer={null}
      onCancel={() => {
        setLink(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {shared || link ? t('detail.share.active') : t('detail.share.inactive')}
        </Typography.Text>
        {link ? (
          <>
            <Typography.Text type="warning">{t('detail.share.created')}</Typography.Text>
            <Flex gap={8}>
              <Input
                readOnly
                value={link}
                data-testid="pact-share-link"
                onFocus={(event) => event.target.select()}
              />
              <Button onClick={() => void copy()}>{t('detail.share.copy')}</Button>
            </Flex>
          </>
        ) : (
          <Typography.Text type="secondary">{t('detail.share.renewHint')}</Typography.Text>
        )}
        <Flex gap={8} justify="flex-end" wrap>
          {shared || link ? (
            <Button danger loading={revoking.isLoading} onClick={() => void revokeLink()}>
              {t('detail.share.revoke')}
            </Button>
          ) : null}
          <Button type="primary" loading={creating.isLoading} onClick={() => void makeLink()}>
            {shared || link ? t('detail.share.renew') : t('detail.share.create')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
