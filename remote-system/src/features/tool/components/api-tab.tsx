import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenApiDocumentQuery } from '../api/tool-api';
import type { ApiOperation } from '../utils/api-operations';
import { apiOperations } from '../utils/api-operations';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** The server's API from its OpenAPI document, searchable; the interactive viewer opens in a new tab. */
export function ApiTab() {
  const { t } = useTranslation('system');
  const { data, isFetching, isError, refetch } = useOpenApiDocumentQuery();
  const [word, setWord] = useState('');
  const operations = useMemo(() => apiOperations(data, word), [data, word]);
  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('tool.api.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('tool.retry')}</Button>}
      />
    );
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input.Search
          allowClear
          placeholder={t('tool.api.search')}
          style={{ maxWidth: 420 }}
          onSearch={setWord}
          onChange={(event) => setWord(event.target.value)}
        />
        <Typography.Text type="secondary">
          {t('tool.api.count', { count: operations.length })}
        </Typography.Text>
        <Button icon={<ExportOutlined />} href="/web-api/docs" target="_blank" rel="noopener noreferrer">
          {t('tool.api.viewer')}
        </Button>
      </Flex>
      <Table<ApiOperation>
        rowKey={(row) => `${row.method} ${row.path}`}
        size="small"
        loading={isFetching}
        dataSource={operations}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        columns={[
          {
            key: 'method',
            title: t('tool.api.method'),
            width: 90,
            render: (_value, row) => <Tag color={METHOD_COLORS[row.method]}>{row.method}</Tag>,
          },
          {
            key: 'path',
            title: t('tool.api.path'),
            render: (_value, row) => <Typography.Text code>{row.path}</Typography.Text>,
          },
          { key: 'tag', dataIndex: 'tag', title: t('tool.api.tag'), width: 180 },
          { key: 'summary', dataIndex: 'summary', title: t('tool.api.summary') },
        ]}
      />
    </Flex>
  );
}
