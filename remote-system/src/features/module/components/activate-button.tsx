import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActivateModuleMutation } from '../api/module-api';
import type { ModuleVersion } from '../types/module';

/** Makes a version the module's active one (a switch or a rollback) after confirmation. */
export function ActivateButton({ row }: { row: ModuleVersion }) {
  const { t } = useTranslation('system');
  const [activate, { isLoading }] = useActivateModuleMutation();

  const confirmActivate = async () => {
    const confirmed = await getNotifier().confirm({
      title: t('module.confirm.title'),
      content: t('module.confirm.content', { name: row.name, version: row.version }),
      okText: t('module.confirm.ok'),
      cancelText: t('module.confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await activate(row.moduleId).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t('module.activateSuccess'));
  };

  return (
    <Button type="link" size="small" loading={isLoading} onClick={() => void confirmActivate()}>
      {t('module.activate')}
    </Button>
  );
}
