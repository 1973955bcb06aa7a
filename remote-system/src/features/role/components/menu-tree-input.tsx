import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuTreeSelectQuery } from '../api/role-api';
import { CheckTree } from './check-tree';

/** The menu permissions of the role form; linked or not by the form's `menuCheckStrictly` switch. */
export function MenuTreeInput({ value, onChange }: FormControlProps) {
  const { t } = useTranslation('system');
  const { data, isLoading } = useMenuTreeSelectQuery();
  const linked = Form.useWatch('menuCheckStrictly') !== false;
  const initial = Array.isArray(value) ? value.map(Number) : [];
  if (isLoading || !data) return <Spin size="small" />;
  return (
    <CheckTree
      nodes={data}
      initial={initial}
      linked={linked}
      onChange={(ids) => onChange?.(ids)}
      label={t('role.fields.menuIds')}
    />
  );
}
