import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/hooks/use-permission';
import { getNotifier } from '../../request/api/notifier';

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** Shown only with this permission (the server asks for it too). */
  permission?: string;
  /** Asked before acting; without it the button acts at once. */
  confirm?: { title: string; content: string; okText?: string };
  /**
   * The call. Resolves to the success message to show (none: no message). A throw means
   * the request client has already shown why; the button only stops spinning.
   */
  action: () => Promise<string | undefined>;
  /** After a success (the screen refetches). */
  onDone?: () => void;
  children: ReactNode;
}

/**
 * The kit's one "confirm, call, say so" button (empty a log, refresh a cache, unlock an
 * account, run a job): permission, confirmation, busy state and success message.
 */
export function ActionButton({
  permission,
  confirm,
  action,
  onDone,
  children,
  ...button
}: ActionButtonProps) {
  const { t } = useTranslation('common');
  const { hasPermi } = usePermission();
  const [busy, setBusy] = useState(false);
  if (permission && !hasPermi(permission)) return null;
  const act = async () => {
    const notifier = getNotifier();
    if (confirm) {
      const confirmed = await notifier.confirm({
        title: confirm.title,
        content: confirm.content,
        okText: confirm.okText ?? t('actions.confirm'),
        cancelText: t('actions.cancel'),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const message = await action();
      if (message) notifier.success(message);
      onDone?.();
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} loading={busy} onClick={() => void act()}>
      {children}
    </Button>
  );
}
