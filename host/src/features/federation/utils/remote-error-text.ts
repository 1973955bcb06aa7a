import type { TFunction } from 'i18next';
import { RemoteLoadError } from './remote-registry';

/** What failed, for the error card: the registry, a remote, or the page itself; and the cause. */
export function remoteErrorText(error: unknown, t: TFunction): { text: string; detail: string } {
  let text = t('errorPage');
  if (error instanceof RemoteLoadError) {
    text = error.remote ? t('errorRemote', { name: error.remote }) : t('errorRegistry');
  }
  const detail =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return { text, detail };
}
