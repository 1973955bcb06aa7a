import { CopyOutlined, FacebookOutlined, TikTokOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import { resolveFileUrl } from '../../upload/utils/file-paths';
import { registerShareLocales } from '../locales/register-share-locales';
import { facebookProblem, facebookShareUrl, tiktokShareUrl, whatsappShareUrl } from '../utils/share-links';

registerShareLocales();

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

export interface ShareLinkDialogProps {
  title: string;
  /** The public page, absolute. */
  url: string;
  /** The message that goes with the link. */
  text: string;
  /** The cover image's stored path (checked for Facebook). */
  image?: string | null;
  /** A warning above the link (e.g. "not listed"); none when the page can be seen. */
  warning?: string;
  /**
   * The caller's texts, which name what is shared (a house's cover, a vehicle's first
   * photo): `wechatHint`, `facebookFormat` and `facebookSize` under `keyPrefix` of its
   * namespace `ns`; the dialog's other texts are the kit's (`common:share.*`).
   */
  texts: { ns: string; keyPrefix: string };
  qrTestId?: string;
  onClose: () => void;
}

/**
 * Share a public page: a WeChat QR code (antd's QRCode, so no extra package),
 * WhatsApp and TikTok links with a text, the Facebook share dialog (with the checks
 * of spec section 8), and copy link. The server gives the link a preview card
 * (OpenGraph and Twitter tags). Houses and vehicles use it.
 */
export function ShareLinkDialog({
  title,
  url,
  text,
  image,
  warning,
  texts,
  qrTestId,
  onClose,
}: ShareLinkDialogProps) {
  const { t } = useTranslation('common', { keyPrefix: 'share' });
  const { t: own } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      getNotifier().success(t('copied'));
    } catch {
      getNotifier().error(t('copyFailed'));
    }
  };

  const shareOnFacebook = async () => {
    // The window opens at once (pop-up blockers) and is sent on only if the checks pass.
    const popup = window.open('about:blank', '_blank');
    if (popup) popup.opener = null;
    const bytes = image ? await imageBytes(resolveFileUrl(image)) : null;
    const problem = facebookProblem({ url, image, imageBytes: bytes });
    if (problem) {
      popup?.close();
      getNotifier().error(
        { url: t('facebookUrl'), format: own('facebookFormat'), size: own('facebookSize') }[problem],
      );
      return;
    }
    const target = facebookShareUrl(text, url);
    if (popup) popup.location.href = target;
    else window.open(target, '_blank', 'noopener');
  };

  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap={16}>
        {warning && <Alert type="warning" showIcon title={warning} />}
        <div>
          <Typography.Text strong>{t('link')}</Typography.Text>
          <Space.Compact style={{ width: '100%', marginTop: 4 }}>
            <Input readOnly value={url} aria-label={t('link')} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('copy')}
            </Button>
          </Space.Compact>
        </div>
        <Flex gap={16} align="center" wrap>
          <QRCode value={url} size={160} data-testid={qrTestId} />
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 160 }}>
            <Typography.Text strong>{t('wechat')}</Typography.Text>
            <Typography.Text type="secondary">{own('wechatHint')}</Typography.Text>
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          {/* The apps that take the link and its text in an address of their own. */}
          {[
            { app: 'whatsapp', icon: <WhatsAppOutlined />, href: whatsappShareUrl(text, url) },
            { app: 'tiktok', icon: <TikTokOutlined />, href: tiktokShareUrl(text, url) },
          ].map(({ app, icon, href }) => (
            <Button key={app} icon={icon} href={href} target="_blank" rel="noopener noreferrer">
              {t(app)}
            </Button>
          ))}
          <Button icon={<FacebookOutlined />} onClick={() => void shareOnFacebook()}>
            {t('facebook')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
