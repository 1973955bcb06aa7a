import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { promptSessionExpired } from '@agency/shared/features/request/api/session-expired';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import { InboxOutlined } from '@ant-design/icons';
import { Card, Spin, Typography, Upload, type UploadProps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadTemplateMutation } from '../api/template-api';
import type { UploadedTemplate } from '../types/template';
import { TEMPLATE_ACCEPT, templateFileProblem } from '../utils/upload-rules';

interface TemplateUploadCardProps {
  /** Called after the server created the template and its draft contract. */
  onUploaded: (result: UploadedTemplate) => void;
  /** Without the upload permission the card is read-only. */
  disabled?: boolean;
}

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'kind' in error && 'msg' in error;
}

/**
 * The drag-and-drop card of the template screen: one .docx at a time, sent as
 * multipart `file` with `fileType=1`. Extra files give 'uploadLimit'; a server
 * answer other than 200 shows the server's msg; a transport failure 'uploadError'.
 */
export function TemplateUploadCard({ onUploaded, disabled = false }: TemplateUploadCardProps) {
  const { t } = useTranslation('pact');
  const [upload, { isLoading }] = useUploadTemplateMutation();
  // A ref, not state: files dropped together are checked before React re-renders.
  const busy = useRef(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = templateFileProblem(file, batch.length, busy.current);
    if (problem) {
      // Several files dropped together: one warning, not one per file.
      if (problem !== 'uploadLimit' || busy.current || file === batch[0]) {
        getNotifier().warning(t(`template.${problem}`));
      }
      return Upload.LIST_IGNORE;
    }
    busy.current = true;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    upload(file as File)
      .unwrap()
      .then((result) => {
        onSuccess?.(result);
        getNotifier().success(t('template.uploadSuccess'));
        onUploaded(result);
      })
      .catch((error: unknown) => {
        onError?.(error instanceof Error ? error : new Error('upload failed'));
        if (!isApiError(error)) {
          getNotifier().error(t('template.uploadError'));
        } else if (error.kind === 'session') {
          void promptSessionExpired();
        } else if (error.kind === 'business' || error.kind === 'warning' || error.kind === 'duplicate') {
          // The server's own message (spec section 8: code other than 200 shows msg).
          getNotifier().error(error.msg || t('template.uploadError'));
        } else if (error.kind !== 'canceled') {
          getNotifier().error(t('template.uploadError'));
        }
      })
      .finally(() => {
        busy.current = false;
      });
  };

  return (
    <Card title={t('template.upload.title')} className="pact-template-upload">
      <Spin spinning={isLoading} description={t('template.upload.uploading')}>
        <Upload.Dragger
          name="file"
          multiple
          // Let every dropped file through to beforeUpload, so the wrong ones are named.
          accept={{ format: TEMPLATE_ACCEPT, filter: 'native' }}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={disabled || isLoading}
          data-testid="template-dragger"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <Typography.Paragraph className="ant-upload-text">
            {t('template.upload.dragText')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" className="ant-upload-hint">
            {t('template.upload.hint')}
          </Typography.Paragraph>
        </Upload.Dragger>
      </Spin>
    </Card>
  );
}
