import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadRules } from '../utils/upload-rules';

/** The hint under an upload: the formats it takes and the largest size. */
export function UploadTip({ rules }: { rules: UploadRules }) {
  const { t } = useTranslation('common');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('upload.tip', { types: rules.extensions.join('/'), size: rules.maxSizeMb })}
    </Typography.Text>
  );
}
