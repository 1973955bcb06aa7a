import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { resolveFileUrl } from '@agency/shared/features/upload/utils/file-paths';
import { CopyOutlined, FacebookOutlined, TikTokOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HouseRoom } from '../types/house-room';
import { LISTED } from '../utils/house-status';
import {
  facebookProblem,
  facebookShareUrl,
  publicHouseUrl,
  tiktokShareUrl,
  whatsappShareUrl,
} from '../utils/share-links';
import { useHouseName } from './house-name-text';

/** The cover's size in bytes from a HEAD request, when the browser and the server tell it. */
async function imageBytes(url: string): Promise<number | null> {
  if (typeof fetch !== 'function') return null;
  try {
    const response = await fetch(url, { method: 'HEAD' });
    return Number(response.headers.get('content-length')) || null;
  } catch {
    return null;
  }
}

export interface ShareDialogProps {
  row: HouseRoom;
  onClose: () => void;
}

/**
 * Share a house's public page: a WeChat QR code (antd's QRCode, so no extra
 * package), WhatsApp and TikTok links with a text, the Facebook share dialog
 * (with the checks of spec section 8), and copy link. The server gives the
 * link a preview card (OpenGraph and Twitter tags).
 */
export function ShareDialog({ row, onClose }: ShareDialogProps) {
  const { t } = useTranslation(['house', 'common']);
  const nameOf = useHouseName();
  const url = publicHouseUrl(row.id);
  const price =
    row.rent !== null && row.rent !== undefined
      ? `${formatAmount(row.rent)} ${row.currency ?? ''}`.trim()
      : row.salePrice !== null && row.salePrice !== undefined
        ? `${formatAmount(row.salePrice)} ${row.currency ?? ''}`.trim()
        : '';
  const text = t('houseRoom.share.text', {
    name: nameOf(row),
    price,
    location: [row.location, row.region].filter(Boolean).join(', '),
    interpolation: { escapeValue: false },
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      getNotifier().success(t('houseRoom.share.copied'));
    } catch {
      getNotifier().error(t('houseRoom.share.copyFailed'));
    }
  };

  const shareOnFacebook = async () => {
    // The window opens at once (pop-up blockers) and is sent on only if the checks pass.
    const popup = window.open('about:blank', '_blank');
    if (popup) popup.opener = null;
    const image = row.coverImage;
    const bytes = image ? await imageBytes(resolveFileUrl(image)) : null;
    const problem = facebookProblem({ url, image, imageBytes: bytes });
    if (problem) {
      popup?.close();
      const key = { url: 'facebookUrl', format: 'facebookFormat', size: 'facebookSize' }[problem];
      getNotifier().error(t(`houseRoom.share.${key}`));
      return;
    }
    const target = facebookShareUrl(text, url);
    if (popup) popup.location.href = target;
    else window.open(target, '_blank', 'noopener');
  };

  return (
    <Modal open title={t('houseRoom.dialog.shareTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap={16}>
        {!LISTED.includes(row.status) && (
          <Alert type="warning" showIcon title={t('houseRoom.share.notListed')} />
        )}
        <div>
          <Typography.Text strong>{t('houseRoom.share.link')}</Typography.Text>
          <Space.Compact style={{ width: '100%', marginTop: 4 }}>
            <Input readOnly value={url} aria-label={t('houseRoom.share.link')} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('houseRoom.share.copy')}
            </Button>
          </Space.Compact>
        </div>
        <Flex gap={16} align="center" wrap>
          <QRCode value={url} size={160} data-testid="house-share-qrcode" />
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 160 }}>
            <Typography.Text strong>{t('houseRoom.share.wechat')}</Typography.Text>
            <Typography.Text type="secondary">{t('houseRoom.share.wechatHint')}</Typography.Text>
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          <Button
            icon={<WhatsAppOutlined />}
            href={whatsappShareUrl(text, url)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('houseRoom.share.whatsapp')}
          </Button>
          <Button
            icon={<TikTokOutlined />}
            href={tiktokShareUrl(text, url)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('houseRoom.share.tiktok')}
          </Button>
          <Button icon={<FacebookOutlined />} onClick={() => void shareOnFacebook()}>
            {t('houseRoom.share.facebook')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
