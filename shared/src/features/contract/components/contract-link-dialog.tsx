import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import { registerContractLocales } from '../locales/register-contract-locales';

registerContractLocales();

export interface ContractLinkDialogProps {
  /** Whether the contract has an active link (its token is never sent again). */
  shared: boolean;
  open: boolean;
  onClose: () => void;
  /** Creates a new link (the server answers its token once); rejects when refused. */
  create: () => Promise<{ token: string }>;
  /** Revokes the link; rejects when refused. */
  revoke: () => Promise<unknown>;
  /** Whether a create or revoke call is under way. */
  busy: { creating: boolean; revoking: boolean };
  /** The public page of a token (`/contracts/…` or `/carContracts/…`). */
  urlOf: (token: string) => string;
}

/**
 * The customer's read-only link of a contract: created (replacing an earlier one) and
 * shown once, since the server keeps only its hash; revoked with confirmation.
 */
export function ContractLinkDialog({
  shared,
  open,
  onClose,
  create,
  revoke,
  busy,
  urlOf,
}: ContractLinkDialogProps) {
  const { t } = useTranslation('common', { keyPrefix: 'contract' });
  const [link, setLink] = useState<string | null>(null);

  const makeLink = async () => {
    try {
      const { token } = await create();
      setLink(urlOf(token));
    } catch {
      // the request layer showed the server's reason
    }
  };

  const revokeLink = async () => {
    const sure = await getNotifier().confirm({
      title: t('share.revoke'),
      content: t('share.revokeConfirm'),
      okText: t('share.revoke'),
      cancelText: t('cancel'),
    });
    if (!sure) return;
    try {
      await revoke();
      setLink(null);
      getNotifier().success(t('share.revoked'));
    } catch {
      // the request layer showed the server's reason
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      getNotifier().success(t('share.copied'));
    } catch {
      // no clipboard (insecure context): the link stays selectable in the box
    }
  };

  return (
    <Modal
      open={open}
      title={t('share.title')}
      footer={null}
      onCancel={() => {
        setLink(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>{shared || link ? t('share.active') : t('share.inactive')}</Typography.Text>
        {link ? (
          <>
            <Typography.Text type="warning">{t('share.created')}</Typography.Text>
            <Flex gap={8}>
              <Input
                readOnly
                value={link}
                data-testid="pact-share-link"
                onFocus={(event) => event.target.select()}
              />
              <Button onClick={() => void copy()}>{t('share.copy')}</Button>
            </Flex>
          </>
        ) : (
          <Typography.Text type="secondary">{t('share.renewHint')}</Typography.Text>
        )}
        <Flex gap={8} justify="flex-end" wrap>
          {shared || link ? (
            <Button danger loading={busy.revoking} onClick={() => void revokeLink()}>
              {t('share.revoke')}
            </Button>
          ) : null}
          <Button type="primary" loading={busy.creating} onClick={() => void makeLink()}>
            {shared || link ? t('share.renew') : t('share.create')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
