import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import type { ResourceListContext } from '@agency/shared/features/resource/types/resource-definition';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateRow } from '../types/template';

interface TemplateDeleteButtonProps {
  context: ResourceListContext<TemplateRow>;
}

/**
 * The toolbar's delete of the selected templates. Unlike the kit's, it stays
 * enabled with nothing selected and then says 'selectToDelete' (spec section 5).
 * The phone cards have no selection, so there each card deletes itself.
 */
export function TemplateDeleteButton({ context }: TemplateDeleteButtonProps) {
  const { t } = useTranslation(['pact', 'common']);
  const { hasPermi } = usePermission();
  const cards = useIsBelowWidth(NARROW_BREAKPOINT);
  if (cards || !hasPermi('pact:template:remove')) return null;
  const count = context.selected.length;
  return (
    <>
      <Button danger icon={<DeleteOutlined />} onClick={() => void context.remove(context.selected)}>
        {t('common:actions.delete')}
      </Button>
      {count > 0 ? (
        <Typography.Text type="secondary">{t('template.list.selected', { count })}</Typography.Text>
      ) : null}
    </>
  );
}
