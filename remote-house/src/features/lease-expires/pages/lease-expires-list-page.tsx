import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaseExpiresView } from '../components/lease-expires-view';
import { UpcomingExpiries } from '../components/upcoming-expiries';
import { leaseExpiresResource } from '../fields/lease-expires-resource';
import type { LeaseExpires, LeaseExpiresInput } from '../types/lease-expires';

/** `house/leaseExpires/index`: lease reminders with add, edit, view and delete, and what ends next. */
export default function LeaseExpiresListPage() {
  const { t } = useTranslation(['house', 'common']);
  const { hasPermi } = usePermission();
  const [viewing, setViewing] = useState<LeaseExpires | null>(null);
  const canView = hasPermi('house:lease:query');

  const definition = useMemo<ResourceDefinition<LeaseExpires, LeaseExpiresInput>>(
    () => ({
      ...leaseExpiresResource,
      header: (context) => <UpcomingExpiries onOpen={canView ? setViewing : undefined} context={context} />,
      rowActions: (row) =>
        canView && (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row)}>
            {t('common:actions.view')}
          </Button>
        ),
    }),
    [canView, t],
  );

  return (
    <>
      <ResourceList definition={definition} />
      {viewing && (
        <LeaseExpiresView
          fields={leaseExpiresResource.fields}
          row={viewing}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
