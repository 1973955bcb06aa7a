import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import type { ResourceListContext } from '@agency/shared/features/resource/types/resource-definition';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenDetail } from '../../contract-detail/hooks/use-detail-link';
import type { TemplateRow } from '../types/template';

interface TemplateRowActionsProps {
  row: TemplateRow;
  context: ResourceListContext<TemplateRow>;
}

/** A template's own actions (table row and phone card): view details, then delete. */
export function TemplateRowActions({ row, context }: TemplateRowActionsProps) {
  const { t } = useTranslation(['pact', 'common']);
  const { hasPermi } = usePermission();
  const openDetail = useOpenDetail('template');
  return (
    <>
      {hasPermi('pact:template:query') ? (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => openDetail(row.id)}>
          {t('template.list.viewDetails')}
        </Button>
      ) : null}
      {hasPermi('pact:template:remove') ? (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => void context.remove([row])}
        >
          {t('common:actions.delete')}
        </Button>
      ) : null}
    </>
  );
}
