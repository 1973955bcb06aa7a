import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportError, ImportReport } from '../types/import-report';

/** The outcome of an import: a summary and, for each failed row, its column and problem. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('common');
  const outcome = !report.committed
    ? t('resource.import.nothingWritten')
    : report.failed > 0
      ? t('resource.import.someWritten')
      : t('resource.import.allWritten');
  return (
    <>
      <Alert
        showIcon
        type={!report.committed ? 'error' : report.failed > 0 ? 'warning' : 'success'}
        title={t('resource.import.summary', { ...report })}
        description={outcome}
        style={{ marginBottom: 12 }}
      />
      {report.errors.length > 0 && (
        <Table<ImportError>
          className="import-report"
          size="small"
          rowKey={(item) => `${item.row}-${item.column ?? ''}-${item.message}`}
          dataSource={report.errors}
          pagination={report.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('resource.import.row'), width: 70 },
            {
              key: 'column',
              dataIndex: 'column',
              title: t('resource.import.column'),
              width: 160,
              render: (value) => value ?? '-',
            },
            { key: 'message', dataIndex: 'message', title: t('resource.import.message') },
          ]}
        />
      )}
    </>
  );
}
