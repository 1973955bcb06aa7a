import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { request } from '../../request/api/client';
import { ActionButton } from './action-button';

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
  return (
    <ActionButton
      danger
      icon={<ClearOutlined />}
      permission={permission}
      confirm={{
        title: t('resource.clearAllTitle'),
        content: t('resource.clearAllConfirm'),
        okText: t('resource.clearAll'),
      }}
      action={async () =>
        (await request<{ msg?: string }>({ url, method: 'DELETE' })).msg ?? t('resource.clearAll')
      }
      onDone={onCleared}
    >
      {t('resource.clearAll')}
    </ActionButton>
  );
}
