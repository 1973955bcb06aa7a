import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRollbackModuleMutation } from '../api/module-api';
import type { ModuleVersion } from '../types/module';

/** On the active version: back to the version that was active before it, after confirmation. */
export function RollbackButton({ row }: { row: ModuleVersion }) {
  const { t } = useTranslation('system');
  const [rollback, { isLoading }] = useRollbackModuleMutation();

  const confirmRollback = async () => {
    const confirmed = await getNotifier().confirm({
      title: t('module.rollback.title'),
      content: t('module.rollback.content', { name: row.name, version: row.version }),
      okText: t('module.rollback.ok'),
      cancelText: t('module.confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await rollback(row.name).unwrap();
    } catch {
      return; // the request client has shown the reason (no earlier version, checks)
    }
    getNotifier().success(t('module.rollback.success'));
  };

  return (
    <Button type="link" size="small" danger loading={isLoading} onClick={() => void confirmRollback()}>
      {t('module.rollback.button')}
    </Button>
  );
}
