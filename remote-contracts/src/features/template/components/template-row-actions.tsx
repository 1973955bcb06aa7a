import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenDetail } from '../../contract-detail/hooks/use-detail-link';
import type { TemplateRow } from '../types/template';

interface TemplateRowActionsProps {
  row: TemplateRow;
}

/** A template's own row action (table row and phone card), beside the kit's delete: view details. */
export function TemplateRowActions({ row }: TemplateRowActionsProps) {
  const { t } = useTranslation(['pact', 'common']);
  const { hasPermi } = usePermission();
  const openDetail = useOpenDetail('template');
  if (!hasPermi('pact:template:query')) return null;
  return (
    <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => openDetail(row.id)}>
      {t('template.list.viewDetails')}
    </Button>
  );
}
