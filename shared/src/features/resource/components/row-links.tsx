import { Button } from 'antd';
import { usePermission } from '../../permission/hooks/use-permission';

export interface RowLink {
  key: string;
  label: string;
  /** Shown only with this permission (the server asks for it too). */
  permission: string;
  /** Red, for a step that takes something away (take off, end a lease). */
  danger?: boolean;
  onClick: () => void;
}

/**
 * A row's own actions as small link buttons, each by its permission, between the
 * kit's edit and delete (the details and the state changes its status allows).
 */
export function RowLinks({ links }: { links: readonly RowLink[] }) {
  const { hasPermi } = usePermission();
  return links
    .filter((link) => hasPermi(link.permission))
    .map((link) => (
      <Button key={link.key} type="link" size="small" danger={link.danger} onClick={link.onClick}>
        {link.label}
      </Button>
    ));
}
