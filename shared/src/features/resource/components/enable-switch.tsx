import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnableStatus } from '../types/enable-status';

export interface EnableSwitchProps {
  status: EnableStatus;
  /** Read-only (no permission, or a protected row); `lockedTitle` says why. */
  locked: boolean;
  lockedTitle?: string;
  label: string;
  /** The confirmation question for the new state. */
  confirm: (enable: boolean) => string;
  /** Saves the new status; resolves false when the server refused (it has shown why). */
  save: (status: EnableStatus) => Promise<boolean>;
  /** The success message for the new state. */
  done: (enable: boolean) => string;
  loading?: boolean;
}

/** A status column switch (users, roles): confirm, save, say so (RuoYi's handleStatusChange). */
export function EnableSwitch({
  status,
  locked,
  lockedTitle,
  label,
  confirm,
  save,
  done,
  loading,
}: EnableSwitchProps) {
  const { t } = useTranslation('common');
  const enabled = status === '0';
  const toggle = async () => {
    const confirmed = await getNotifier().confirm({
      title: label,
      content: confirm(!enabled),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
    });
    if (!confirmed || !(await save(enabled ? '1' : '0'))) return;
    getNotifier().success(done(!enabled));
  };
  return (
    <Switch
      size="small"
      checked={enabled}
      loading={loading}
      disabled={locked}
      aria-label={label}
      title={locked ? lockedTitle : undefined}
      onChange={() => void toggle()}
    />
  );
}
