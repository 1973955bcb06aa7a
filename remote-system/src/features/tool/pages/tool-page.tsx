import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiTab } from '../components/api-tab';
import { DictLookupTab } from '../components/dict-lookup-tab';
import { PermissionLookupTab } from '../components/permission-lookup-tab';

/** `system/tool/index`: the API documentation and the dictionary and permission lookups for admins. */
export default function ToolPage() {
  const { t } = useTranslation('system');
  return (
    <div className="system-tool-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'api', label: t('tool.tabs.api'), children: <ApiTab /> },
          { key: 'dict', label: t('tool.tabs.dict'), children: <DictLookupTab /> },
          { key: 'perm', label: t('tool.tabs.perm'), children: <PermissionLookupTab /> },
        ]}
      />
    </div>
  );
}
