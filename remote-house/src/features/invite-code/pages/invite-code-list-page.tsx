import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GenerateDialog } from '../components/generate-dialog';
import { InviteCodeRowActions } from '../components/invite-code-row-actions';
import { inviteCodeResource } from '../fields/invite-code-resource';
import type { InviteCode } from '../types/invite-code';

/** `house/inviteCode/index`: the codes with their status, generate, copy code or link, delete. */
export default function InviteCodeListPage() {
  const { t } = useTranslation(['house', 'common']);
  const { hasPermi } = usePermission();
  const [generating, setGenerating] = useState(false);
  const canGenerate = hasPermi('house:invite:generate');
  const canRemove = hasPermi('house:invite:remove');

  const definition = useMemo<ResourceDefinition<InviteCode, never>>(
    () => ({
      ...inviteCodeResource,
      toolbar: () =>
        canGenerate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)}>
            {t('inviteCode.actions.generate')}
          </Button>
        ),
      rowActions: (row, context) => (
        <InviteCodeRowActions row={row} context={context} canRemove={canRemove} />
      ),
    }),
    [canGenerate, canRemove, t],
  );

  return (
    <>
      <ResourceList definition={definition} />
      {generating && <GenerateDialog onClose={() => setGenerating(false)} />}
    </>
  );
}
