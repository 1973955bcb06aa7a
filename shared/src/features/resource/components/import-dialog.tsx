import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '../../responsive/utils/breakpoints';
import type { ResourceApi } from '../api/create-resource-api';
import { importRows } from '../api/import-rows';
import type { ImportReport } from '../types/import-report';
import { ImportReportView } from './import-report-view';

const MAX_BYTES = 5 * 1024 * 1024;

export interface ImportDialogProps<Row, Input> {
  api: ResourceApi<Row, Input>;
  onClose: () => void;
  /** After rows were written (the list is refreshed through its cache tags too). */
  onImported?: () => void;
}

/**
 * Excel import: download the template, drop one .xlsx (5 MB at most), upload
 * with progress, then the per-row report in the user's language.
 */
export function ImportDialog<Row, Input>({ api, onClose, onImported }: ImportDialogProps<Row, Input>) {
  const { t } = useTranslation('common');
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const choose = (candidate: File) => {
    if (!/\.xlsx$/i.test(candidate.name)) getNotifier().warning(t('resource.import.wrongType'));
    else if (candidate.size > MAX_BYTES) getNotifier().warning(t('resource.import.tooLarge'));
    else setFile(candidate);
    return false; // never uploaded by antd itself
  };

  const start = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const result = await importRows(api.importUrl, file, updateSupport, setProgress);
      setReport(result);
      if (result.committed && result.inserted + result.updated > 0) onImported?.();
    } catch {
      // the request client has shown why
    } finally {
      setProgress(null);
    }
  };

  const again = () => {
    setReport(null);
    setFile(null);
  };

  return (
    <Modal
      open
      title={t('resource.import.title')}
      width={narrow ? '90%' : 640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        report ? (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={again}>{t('resource.import.again')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </Flex>
        ) : (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="primary" disabled={!file} loading={progress !== null} onClick={() => void start()}>
              {t('resource.import.start')}
            </Button>
          </Flex>
        )
      }
    >
      {report ? (
        <ImportReportView report={report} />
      ) : (
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text>{t('resource.import.step1')}</Typography.Text>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void api.downloadTemplate(`${t('resource.import.templateFileName')}.xlsx`)}
            >
              {t('resource.import.template')}
            </Button>
          </Flex>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            multiple={false}
            beforeUpload={choose}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
            onRemove={() => setFile(null)}
            disabled={progress !== null}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('resource.import.drop')}</p>
            <p className="ant-upload-hint">{t('resource.import.hint')}</p>
          </Upload.Dragger>
          <Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)}>
            {t('resource.import.updateSupport')}
          </Checkbox>
          {progress !== null && (
            <div role="status">
              <Typography.Text type="secondary">{t('resource.import.uploading')}</Typography.Text>
              <Progress percent={progress} size="small" />
            </div>
          )}
        </Flex>
      )}
    </Modal>
  );
}
