import { i18n } from '../../i18n/i18n';
import { removeToken } from '../utils/auth-token';
import { getNotifier } from './notifier';

export type SessionExpiredHandler = () => void | Promise<void>;

function defaultHandler(): void {
  removeToken();
  window.location.href = '/index';
}

let handler: SessionExpiredHandler = defaultHandler;
let dialogOpen = false;

/**
 * What "log in again" does after the session-expired dialog. The host installs
 * one that logs out (clears the session) and goes to `/index`; the default
 * drops the token cookie and loads `/index`. `null` restores the default.
 */
export function setSessionExpiredHandler(next: SessionExpiredHandler | null): void {
  handler = next ?? defaultHandler;
}

/** Whether the session-expired dialog is showing. */
export function isSessionExpiredDialogOpen(): boolean {
  return dialogOpen;
}

/**
 * Offers to log in again after an envelope 401: one dialog at a time however
 * many calls fail together. Resolves when the dialog is closed.
 */
export async function promptSessionExpired(): Promise<void> {
  if (dialogOpen) return;
  dialogOpen = true;
  const t = i18n.getFixedT(null, 'common', 'request');
  let relogin = false;
  try {
    relogin = await getNotifier().confirm({
      title: t('sessionExpiredTitle'),
      content: t('sessionExpiredContent'),
      okText: t('relogin'),
      cancelText: t('cancel'),
    });
  } finally {
    dialogOpen = false;
  }
  if (relogin) await handler();
}

/** For tests: forget an open dialog. */
export function resetSessionExpiredDialog(): void {
  dialogOpen = false;
}
