import { Button, Flex, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import { registerContractLocales } from '../locales/register-contract-locales';

registerContractLocales();

/** The longest a link may stay open (the server's limit). */
const MAX_SHARE_DAYS = 365;

export interface ContractLinkDialogProps {
  /** Whether the contract has an active link (its token is never sent again). */
  shared: boolean;
  open: boolean;
  onClose: () => void;
  /**
   * Creates a new link open for `days` (the server's default when undefined); the
   * server answers its token once and when it expires. Rejects when refused.
   */
  create: (days?: number) => Promise<{ token: string; expiresAt?: string }>;
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
  const [days, setDays] = useState<number | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);

  const makeLink = async () => {
    try {
      const created = await create(days ?? undefined);
      setLink(urlOf(created.token));
      setExpiresAt(created.expiresAt ?? null);
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
      setExpiresAt(null);
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
        setExpiresAt(null);
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
        {expiresAt ? (
          <Typography.Text data-testid="pact-share-expires">
            {t('share.expiresAt', { date: expiresAt })}
          </Typography.Text>
        ) : null}
        <Flex vertical gap={4}>
          <label htmlFor="contract-share-days">{t('share.days')}</label>
          <InputNumber
            id="contract-share-days"
            min={1}
            max={MAX_SHARE_DAYS}
            precision={0}
            value={days}
            placeholder={t('share.daysHint')}
            onChange={(value) => setDays(typeof value === 'number' ? value : null)}
            style={{ width: '100%', maxWidth: 280 }}
            data-testid="pact-share-days"
          />
        </Flex>
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
