import type { Contract } from '@agency/shared/features/contract/types/contract';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenDetail } from '../../contract-detail/hooks/use-detail-link';

/** A contract's "view details" (with `pact:contract:query`): opens the contract detail. */
export function ContractViewButton({ row }: { row: Contract }) {
  const { t } = useTranslation('pact');
  const { hasPermi } = usePermission();
  const openDetail = useOpenDetail('contract');
  if (!hasPermi('pact:contract:query')) return null;
  return (
    <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => openDetail(row.id)}>
      {t('contract.viewDetails')}
    </Button>
  );
}
