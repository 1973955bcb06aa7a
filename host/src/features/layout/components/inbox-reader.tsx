import { Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface InboxReaderProps {
  /** The entry's title once loaded; `fallbackTitle` until then. */
  title?: string;
  fallbackTitle: string;
  /** Who sent it and when. */
  meta?: string;
  isError: boolean;
  errorText: string;
  /** The loaded content; a skeleton shows until it is given. */
  children?: ReactNode;
  onClose: () => void;
}

/** The dialog that shows one entry of a navbar inbox (a notice, a message) as it loads. */
export function InboxReader({
  title,
  fallbackTitle,
  meta,
  isError,
  errorText,
  children,
  onClose,
}: InboxReaderProps) {
  return (
    <Modal open title={title ?? fallbackTitle} footer={null} onCancel={onClose} width={640}>
      {isError ? (
        <Typography.Text type="danger">{errorText}</Typography.Text>
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
