import { CheckCircleOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModuleVersion } from '../types/module';

/** The menu prefixes a version serves, one tag each. */
export function ModulePrefixes({ row }: { row: ModuleVersion }) {
  return (
    <Space size={[4, 4]} wrap>
      {row.prefixes.map((prefix) => (
        <Tag key={prefix}>{prefix}</Tag>
      ))}
    </Space>
  );
}

/** The remote entry's URL, as code. */
export function ModuleEntry({ row }: { row: ModuleVersion }) {
  return <Typography.Text code>{row.entry}</Typography.Text>;
}

/** Active (green, ticked) or inactive. */
export function ModuleState({ row }: { row: ModuleVersion }) {
  const { t } = useTranslation('system');
  return row.active ? (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {t('module.state.active')}
    </Tag>
  ) : (
    <Tag>{t('module.state.inactive')}</Tag>
  );
}
