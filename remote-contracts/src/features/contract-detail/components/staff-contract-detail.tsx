import { ContractDocxView } from '@agency/shared/features/contract/components/contract-docx-view';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { ArrowLeftOutlined, FileAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TemplatePlaceholders } from '../../template/components/template-placeholders';
import {
  useContractDetailQuery,
  useSaveContractContentMutation,
  useTemplateDetailQuery,
} from '../api/contract-detail-api';
import { useDetailPermission } from '../hooks/use-detail-permission';
import { useEditMode } from '../hooks/use-edit-mode';
import { contractListPath } from '../utils/contract-paths';
import { loadDocxPreview } from '../utils/load-docx-preview';
import { reportFailure } from '../utils/report-failure';
import { ContractActions } from './contract-actions';
import { ContractEditor } from './contract-editor';
import { NotFoundAlert } from './not-found-alert';

const STATUS_COLOURS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };

/**
 * The staff screen of `/contracts/:id` (ContractDetail): a contract, or a
 * template with `type=template`. View mode shows the content and the actions;
 * edit mode (`editing`) shows the title box and the editor. Saving a template
 * creates a contract (addcontent); saving a contract updates it (updateContent);
 * both then go to the contract list of the right section.
 */
export function StaffContractDetail({ id }: { id: number }) {
  const { t } = useTranslation('pact');
  const navigate = useNavigate();
  const hasPermi = useDetailPermission();
  const [params] = useSearchParams();
  const isTemplate = params.get('type') === 'template';
  const { editing, enter, leave } = useEditMode();
  const contractQuery = useContractDetailQuery(id, { skip: isTemplate });
  const templateQuery = useTemplateDetailQuery(id, { skip: !isTemplate });
  const query = isTemplate ? templateQuery : contractQuery;
  const contract = isTemplate ? undefined : contractQuery.data;
  const template = isTemplate ? templateQuery.data : undefined;
  const [save, { isLoading: saving }] = useSaveContractContentMutation();
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const draftOf = useRef<string | null>(null);

  useEffect(() => {
    if (query.isError) getNotifier().error(t('detail.loadFailed'));
  }, [query.isError, t]);

  const canEditContract = contract?.status === 0 && hasPermi('pact:contract:edit');
  const canGenerate = template !== undefined && hasPermi('pact:template:generate');
  const editable = editing && (canEditContract || canGenerate);

  // Each entry into edit mode starts from the stored record (a template starts with an empty title).
  useEffect(() => {
    const key = contract ? `contract-${contract.id}` : template ? `template-${template.id}` : null;
    if (!editable || !key) {
      draftOf.current = null;
      return;
    }
    if (draftOf.current === key) return;
    draftOf.current = key;
    setTitle(contract ? contract.contractTitle : '');
    setHtml(contract ? (contract.instanceContent ?? '') : (template?.templateContent ?? ''));
  }, [editable, contract, template]);

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(contractListPath(contract?.type ?? template?.type ?? 1));
  };

  const onSave = async (values: Record<string, string>) => {
    const trimmed = title.trim();
    if (!trimmed) {
      getNotifier().warning(t('detail.enterTitleWarning'));
      return;
    }
    try {
      const saved = await save({
        fromTemplate: isTemplate,
        body: {
          id,
          contractTitle: trimmed,
          instanceContent: html,
          ...(contract?.type === 2 ? { type: 2 } : {}),
          ...(isTemplate ? { values } : {}),
        },
      }).unwrap();
      getNotifier().success(t('detail.saveSuccessMsg'));
      navigate(contractListPath(saved.type));
    } catch (error) {
      reportFailure(error, t('detail.saveFailed'));
    }
  };

  const heading = contract?.contractTitle ?? template?.templateName ?? '';

  return (
    <Card
      className="pact-contract-detail"
      title={
        <Flex align="center" gap={8} wrap style={{ minWidth: 0, paddingBlock: 8 }}>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={t('detail.back')} />
          <Typography.Title level={4} style={{ margin: 0, minWidth: 0 }} ellipsis={{ tooltip: heading }}>
            {heading}
          </Typography.Title>
          {template ? <Tag color="blue">{t('detail.templateTag')}</Tag> : null}
          {contract ? (
            <Tag color={STATUS_COLOURS[contract.status]} data-testid="pact-status">
              {t(`detail.status.${contract.status}`)}
            </Tag>
          ) : null}
        </Flex>
      }
    >
      {query.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {query.isError ? (
        <NotFoundAlert title={t('detail.notFound.title')} hint={t('detail.notFound.hint')} />
      ) : null}
      {editable ? (
        <ContractEditor
          title={title}
          onTitleChange={setTitle}
          html={html}
          onHtmlChange={setHtml}
          template={template}
          saving={saving}
          onSave={(values) => void onSave(values)}
          onCancel={leave}
        />
      ) : null}
      {!editable && (contract || template) ? (
        <Flex vertical gap={16}>
          {editing && contract && contract.status !== 0 ? (
            <Alert type="info" showIcon title={t('detail.readOnly')} />
          ) : null}
          {contract ? <ContractActions contract={contract} onEdit={enter} /> : null}
          {canGenerate ? (
            <Space>
              <Button type="primary" icon={<FileAddOutlined />} onClick={enter}>
                {t('detail.generateContract')}
              </Button>
            </Space>
          ) : null}
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            {contract?.template ? (
              <Descriptions.Item label={t('detail.meta.template')}>
                {contract.template.templateName}
              </Descriptions.Item>
            ) : null}
            {contract ? (
              <Descriptions.Item label={t('detail.meta.createdAt')}>{contract.createdAt}</Descriptions.Item>
            ) : null}
            {template ? (
              <>
                <Descriptions.Item label={t('detail.meta.createBy')}>{template.createBy}</Descriptions.Item>
                <Descriptions.Item label={t('detail.meta.createdAt')}>
                  {template.createTime}
                </Descriptions.Item>
                <Descriptions.Item label={t('detail.meta.placeholders')}>
                  <TemplatePlaceholders names={template.placeholders} />
                </Descriptions.Item>
              </>
            ) : null}
            {contract?.signedBy ? (
              <>
                <Descriptions.Item label={t('detail.meta.signedBy')}>{contract.signedBy}</Descriptions.Item>
                <Descriptions.Item label={t('detail.meta.signedAt')}>{contract.signedAt}</Descriptions.Item>
              </>
            ) : null}
            {contract?.endDate ? (
              <Descriptions.Item label={t('detail.meta.endDate')}>{contract.endDate}</Descriptions.Item>
            ) : null}
          </Descriptions>
          {contract?.previousId ? (
            <Typography.Text type="secondary">
              {t('detail.meta.previous', { id: contract.previousId })}
            </Typography.Text>
          ) : null}
          {contract ? (
            <ContractDocxView
              renderer={loadDocxPreview}
              url={`/pact/contracts/${contract.id}/document`}
              version={contract.instanceContent}
            />
          ) : null}
          {template ? (
            <ContractDocxView
              renderer={loadDocxPreview}
              url={`/pact/templates/${template.id}/document`}
              version={template.templateContent}
            />
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}
