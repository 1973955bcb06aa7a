import { ClearOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/hooks/use-permission';
import { request } from '../../request/api/client';
import { getNotifier } from '../../request/api/notifier';

export interface ClearAllButtonProps {
  /** e.g. `/monitor/operlog/clean` (RuoYi's 清空): DELETE empties the whole list. */
  url: string;
  /** Permission the button needs (the server asks for it too). */
  permission: string;
  /** Called once the list is empty (the screen refetches). */
  onCleared: () => void;
}

/**
 * A toolbar button that empties a whole log after a confirmation, for the screens
 * RuoYi gives one (login log, operation log, job log); shown only with the permission.
 */
export function ClearAllButton({ url, permission, onCleared }: ClearAllButtonProps) {
  const { t } = useTranslation('common');
  const { hasPermi } = usePermission();
  const [busy, setBusy] = useState(false);
  if (!hasPermi(permission)) return null;
  const clear = async () => {
    const notifier = getNotifier();
    const confirmed = await notifier.confirm({
      title: t('resource.clearAllTitle'),
      content: t('resource.clearAllConfirm'),
      okText: t('resource.clearAll'),
      cancelText: t('actions.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const answer = await request<{ msg?: string }>({ url, method: 'DELETE' });
      notifier.success(answer.msg ?? t('resource.clearAll'));
      onCleared();
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button danger icon={<ClearOutlined />} loading={busy} onClick={() => void clear()}>
      {t('resource.clearAll')}
    </Button>
  );
}
