import { Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import type { NavbarInboxProps } from './navbar-inbox';

export interface InboxReaderProps {
  /** The inbox's group of texts: its `title` until the entry's own loads, `loadFailed`. */
  textKeys: NavbarInboxProps['textKeys'];
  /** The entry's title once loaded. */
  title?: string;
  /** Who sent it and when. */
  meta?: string;
  isError: boolean;
  /** The loaded content; a skeleton shows until it is given. */
  children?: ReactNode;
  onClose: () => void;
}

/** The dialog that shows one entry of a navbar inbox (a notice, a message) as it loads. */
export function InboxReader({ textKeys, title, meta, isError, children, onClose }: InboxReaderProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: textKeys });
  return (
    <Modal open title={title ?? t('title')} footer={null} onCancel={onClose} width={640}>
      {isError ? (
        <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
      ) : children === undefined ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{meta}</Typography.Paragraph>
          {children}
        </>
      )}
    </Modal>
  );
}
