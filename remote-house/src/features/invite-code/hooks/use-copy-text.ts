import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies text to the clipboard and says so (or that the browser refused). */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation('house');
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        getNotifier().success(t('inviteCode.messages.copied'));
      } catch {
        getNotifier().error(t('inviteCode.messages.copyFailed'));
      }
    },
    [t],
  );
}
