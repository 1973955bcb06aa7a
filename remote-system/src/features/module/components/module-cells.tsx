import { CheckCircleOutlined, CloseCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip, Typography } from 'antd';
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

/** Where the version comes from: the repository's build, a pipeline's upload, another host. */
export function ModuleSource({ row }: { row: ModuleVersion }) {
  const { t } = useTranslation('system');
  const color = row.source === 'published' ? 'blue' : row.source === 'url' ? 'purple' : 'default';
  return <Tag color={color}>{t(`module.source.${row.source}`)}</Tag>;
}

/** The size of the version's files (brotli and gzip twins included). */
export function ModuleSize({ row }: { row: ModuleVersion }) {
  if (!row.sizeBytes) return <Typography.Text type="secondary">-</Typography.Text>;
  const mb = row.sizeBytes / (1024 * 1024);
  return (
    <span>{mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.max(1, Math.round(row.sizeBytes / 1024))} KB`}</span>
  );
}

/** The checks: passed, warnings (shown on hover) or errors that keep it from going live. */
export function ModuleChecks({ row }: { row: ModuleVersion }) {
  const { t } = useTranslation('system');
  const { errors, warnings } = row.checks;
  if (errors.length > 0) {
    return (
      <Tooltip title={errors.join('; ')}>
        <Tag color="error" icon={<CloseCircleOutlined />}>
          {t('module.checks.failed', { count: errors.length })}
        </Tag>
      </Tooltip>
    );
  }
  if (warnings.length > 0) {
    return (
      <Tooltip title={warnings.join('; ')}>
        <Tag color="warning" icon={<WarningOutlined />}>
          {t('module.checks.warnings', { count: warnings.length })}
        </Tag>
      </Tooltip>
    );
  }
  return (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {t('module.checks.passed')}
    </Tag>
  );
}
