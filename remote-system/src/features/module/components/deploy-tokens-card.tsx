import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Alert, Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDeployTokensQuery, useRevokeDeployTokenMutation } from '../api/deploy-token-api';
import type { DeployToken } from '../types/deploy-token';
import { CreateTokenDialog } from './create-token-dialog';

/** Deploy tokens: one per team pipeline and module, created here and revoked here. */
export function DeployTokensCard({ modules }: { modules: string[] }) {
  const { t } = useTranslation('system');
  // A phone shows the module, label, state and revoke; who, when and last use from a tablet up.
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const { hasPermi } = usePermission();
  const canEdit = hasPermi('system:module:edit');
  const { data, isFetching, isError } = useListDeployTokensQuery();
  const [revoke] = useRevokeDeployTokenMutation();
  const [creating, setCreating] = useState(false);

  const confirmRevoke = async (row: DeployToken) => {
    const confirmed = await getNotifier().confirm({
      title: t('module.tokens.revokeTitle'),
      content: t('module.tokens.revokeContent', { label: row.label || row.tokenId, name: row.moduleName }),
      okText: t('module.tokens.revoke'),
      cancelText: t('module.confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await revoke(row.tokenId).unwrap();
      getNotifier().success(t('module.tokens.revoked'));
    } catch {
      // the request client has shown the reason
    }
  };

  return (
    <Card
      title={t('module.tokens.title')}
      extra={
        canEdit ? (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('module.tokens.create')}
          </Button>
        ) : null
      }
    >
      {isError ? (
        <Alert type="error" showIcon title={t('module.loadFailed')} style={{ marginBottom: 16 }} />
      ) : null}
      <CompactTable<DeployToken>
        rowKey="tokenId"
        loading={isFetching}
        dataSource={data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('module.tokens.empty') }}
        columns={[
          { key: 'moduleName', dataIndex: 'moduleName', title: t('module.fields.name') },
          { key: 'label', dataIndex: 'label', title: t('module.tokens.label') },
          { key: 'createBy', dataIndex: 'createBy', title: t('module.tokens.createBy'), hidden: narrow },
          {
            key: 'createTime',
            dataIndex: 'createTime',
            title: t('module.tokens.createTime'),
            hidden: narrow,
          },
          {
            key: 'lastUsedTime',
            hidden: narrow,
            dataIndex: 'lastUsedTime',
            title: t('module.tokens.lastUsed'),
            render: (value: string | null) => value ?? t('module.tokens.never'),
          },
          {
            key: 'state',
            title: t('module.fields.active'),
            render: (_: unknown, row) =>
              row.revoked ? (
                <Tag>{t('module.tokens.stateRevoked')}</Tag>
              ) : (
                <Tag color="success">{t('module.tokens.stateLive')}</Tag>
              ),
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('module.tokens.actions'),
                  render: (_: unknown, row: DeployToken) =>
                    row.revoked ? null : (
                      <Button type="link" size="small" danger onClick={() => void confirmRevoke(row)}>
                        {t('module.tokens.revoke')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <CreateTokenDialog open={creating} modules={modules} onClose={() => setCreating(false)} />
    </Card>
  );
}
