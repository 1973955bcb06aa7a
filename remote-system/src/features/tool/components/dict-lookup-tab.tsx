import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { skipToken } from '@reduxjs/toolkit/query';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDictLookupQuery } from '../api/tool-api';
import type { DictMatch } from '../types/tool';
import { LookupSearch } from './lookup-search';

/** Which dictionary holds a word: type, value and labels in every language. */
export function DictLookupTab() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useDictLookupQuery(keyword || skipToken);
  const typeName = (row: DictMatch) =>
    (language === 'en' && row.dictNameEn) || (language === 'lo' && row.dictNameLo) || row.dictName;
  return (
    <Flex vertical gap={12}>
      <LookupSearch placeholder={t('tool.dict.search')} onSearch={setKeyword} />
      {keyword && (
        <CompactTable<DictMatch>
          rowKey={(row) => `${row.dictType}:${row.dictValue}`}
          loading={isFetching}
          dataSource={data ?? []}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('tool.noMatch') }}
          columns={[
            {
              key: 'dictType',
              title: t('tool.dict.type'),
              render: (_value, row) => (
                <Flex vertical>
                  <Link to={`/system/dict?dictType=${encodeURIComponent(row.dictType)}`}>
                    {typeName(row)}
                  </Link>
                  <Typography.Text type="secondary" code>
                    {row.dictType}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'dictValue',
              title: t('tool.dict.value'),
              render: (_value, row) => <code>{row.dictValue}</code>,
            },
            { key: 'dictLabelLo', dataIndex: 'dictLabelLo', title: t('tool.dict.labelLo') },
            { key: 'dictLabelEn', dataIndex: 'dictLabelEn', title: t('tool.dict.labelEn') },
            { key: 'dictLabel', dataIndex: 'dictLabel', title: t('tool.dict.labelZh') },
          ]}
        />
      )}
    </Flex>
  );
}
