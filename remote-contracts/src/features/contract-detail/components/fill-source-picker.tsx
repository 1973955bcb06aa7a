import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFillSourcesQuery } from '../api/contract-detail-api';
import { FILL_SOURCE_KINDS, type FillSourceKind } from '../config/fill-source-kinds';
import type { TemplateFill } from '../hooks/use-template-fill';

/**
 * Generating from a template: pick a house lease, car lease, customer, house or
 * car; each picked record joins the list (removable) and adds the values it knows.
 */
export function FillSourcePicker({ fill }: { fill: TemplateFill }) {
  const { t } = useTranslation('pact');
  const [kind, setKind] = useState<FillSourceKind>('houseLease');
  const [keyword, setKeyword] = useState('');
  const sources = useFillSourcesQuery({ kind, keyword: keyword.trim() || undefined });

  return (
    <Flex vertical gap={8} data-testid="pact-fill-source">
      <Typography.Text strong>{t('detail.fill.title')}</Typography.Text>
      <Flex gap={8} wrap>
        <Select
          aria-label={t('detail.fill.kind')}
          value={kind}
          style={{ minWidth: 160 }}
          options={FILL_SOURCE_KINDS.map((value) => ({ value, label: t(`detail.fill.kinds.${value}`) }))}
          onChange={(value) => {
            setKind(value);
            setKeyword('');
          }}
        />
        <Select<number>
          aria-label={t('detail.fill.sourcePlaceholder')}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={null}
          placeholder={t('detail.fill.sourcePlaceholder')}
          loading={sources.isFetching || fill.filling}
          style={{ flex: '1 1 260px', minWidth: 0 }}
          options={(sources.data ?? []).map((option) => ({ value: option.id, label: option.label }))}
          onChange={(id) => {
            const option = sources.data?.find((candidate) => candidate.id === id);
            if (option) fill.add({ kind, id, label: option.label });
          }}
          data-testid="pact-fill-record"
        />
      </Flex>
      {fill.sources.length > 0 ? (
        <Flex gap={4} wrap align="center" data-testid="pact-fill-picked">
          <Typography.Text type="secondary">{t('detail.fill.picked')}:</Typography.Text>
          {fill.sources.map((source) => (
            <Tag
              key={`${source.kind}-${source.id}`}
              closable
              closeIcon={
                <Button
                  type="text"
                  size="small"
                  aria-label={t('detail.fill.remove', { label: source.label })}
                >
                  ×
                </Button>
              }
              onClose={(event) => {
                event.preventDefault();
                fill.remove(source);
              }}
            >
              {t(`detail.fill.kinds.${source.kind}`)}: {source.label}
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
