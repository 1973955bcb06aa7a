import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/hooks/use-permission';

export interface RowMoreItem<Key extends string> {
  key: Key;
  label: string;
  icon?: ReactNode;
  /** Shown only with this permission (the server asks for it too). */
  permission?: string;
}

export interface RowMoreMenuProps<Key extends string> {
  items: readonly RowMoreItem<Key>[];
  onSelect: (key: Key) => void;
}

/**
 * A row's less frequent actions under one "More" link, so a row stays one line (as
 * RuoYi); nothing when the user may do none of them.
 */
export function RowMoreMenu<Key extends string>({ items, onSelect }: RowMoreMenuProps<Key>) {
  const { t } = useTranslation('common');
  const { hasPermi } = usePermission();
  const allowed = items.filter((item) => !item.permission || hasPermi(item.permission));
  if (allowed.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: allowed.map(({ key, label, icon }) => ({ key, label, icon })),
        onClick: ({ key }) => onSelect(key as Key),
      }}
    >
      <Button type="link" size="small" icon={<DownOutlined />} iconPlacement="end">
        {t('actions.more')}
      </Button>
    </Dropdown>
  );
}
