import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenDetail } from '../../contract-detail/hooks/use-detail-link';
import type { UploadedTemplate } from '../types/template';
import { TemplateUploadCard } from './template-upload-card';

/**
 * Above the template list: the upload card (with `pact:template:upload`),
 * which asks after each upload whether to open the new template now or later,
 * and the list's title.
 */
export function TemplateListHeader() {
  const { t } = useTranslation('pact');
  const { hasPermi } = usePermission();
  const openDetail = useOpenDetail('template');

  const askOpenDetail = async (uploaded: UploadedTemplate) => {
    const now = await getNotifier().confirm({
      title: t('template.openDetail.title'),
      content: t('template.openDetail.content', { name: uploaded.templateName }),
      okText: t('template.openDetail.now'),
      cancelText: t('template.openDetail.later'),
    });
    if (now) openDetail(uploaded.id);
  };

  return (
    <Flex vertical gap={16} style={{ marginBottom: 16 }}>
      {hasPermi('pact:template:upload') ? (
        <TemplateUploadCard onUploaded={(uploaded) => void askOpenDetail(uploaded)} />
      ) : null}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('template.list.title')}
      </Typography.Title>
    </Flex>
  );
}
