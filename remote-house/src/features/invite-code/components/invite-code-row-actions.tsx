import type { ResourceListContext } from '@agency/shared/features/resource/types/resource-definition';
import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '../hooks/use-copy-text';
import type { InviteCode } from '../types/invite-code';
import { registerLink } from '../utils/register-link';

export interface InviteCodeRowActionsProps {
  row: InviteCode;
  context: ResourceListContext<InviteCode>;
  canRemove: boolean;
}

/** Copy the registration link (while the code can be used); delete a code never used. */
export function InviteCodeRowActions({ row, context, canRemove }: InviteCodeRowActionsProps) {
  const { t } = useTranslation(['house', 'common']);
  const copy = useCopyText();
  return (
    <>
      {row.status === 'unused' && (
        <Button
          type="link"
          size="small"
          icon={<LinkOutlined />}
          onClick={() => void copy(registerLink(row.code))}
        >
          {t('inviteCode.actions.copyLink')}
        </Button>
      )}
      {/* A used code records who registered with it: the server keeps it, so no button. */}
      {canRemove && row.status !== 'used' && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => void context.remove([row])}
        >
          {t('common:actions.delete')}
        </Button>
      )}
    </>
  );
}
