import { Alert, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFillSourcesQuery, useLazyFillTemplateQuery } from '../api/contract-detail-api';
import { FILL_SOURCE_KINDS, type FillSourceKind } from '../types/contract-detail';
import { reportFailure } from '../utils/report-failure';

interface FillSourcePickerProps {
  templateId: number;
  /** The template's HTML with the placeholders the picked lease or customer knows filled in. */
  onFilled: (html: string) => void;
}

/**
 * Generating from a template: the user picks a house lease, a car lease or a
 * customer; the server fills the placeholders it knows and lists the rest,
 * which stay in the text for the user to fill in.
 */
export function FillSourcePicker({ templateId, onFilled }: FillSourcePickerProps) {
  const { t } = useTranslation('pact');
  const [kind, setKind] = useState<FillSourceKind>('houseLease');
  const [keyword, setKeyword] = useState('');
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [unfilled, setUnfilled] = useState<string[] | null>(null);
  const sources = useFillSourcesQuery({ kind, keyword: keyword.trim() || undefined });
  const [fill, { isFetching }] = useLazyFillTemplateQuery();

  const pick = async (id: number) => {
    setSourceId(id);
    try {
      const filled = await fill({ id: templateId, kind, sourceId: id }).unwrap();
      onFilled(filled.html);
      setUnfilled(filled.unfilled);
    } catch (error) {
      reportFailure(error, t('detail.fill.failed'));
    }
  };

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
            setSourceId(null);
            setUnfilled(null);
          }}
        />
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={sourceId}
          placeholder={t('detail.fill.sourcePlaceholder')}
          loading={sources.isFetching || isFetching}
          style={{ flex: '1 1 260px', minWidth: 0 }}
          options={(sources.data ?? []).map((option) => ({ value: option.id, label: option.label }))}
          onChange={(value: number) => void pick(value)}
        />
      </Flex>
      {unfilled !== null ? (
        <Alert
          type={unfilled.length ? 'warning' : 'success'}
          showIcon
          title={
            unfilled.length
              ? t('detail.fill.unfilled', { names: unfilled.map((name) => `{{${name}}}`).join(', ') })
              : t('detail.fill.allFilled')
          }
        />
      ) : null}
    </Flex>
  );
}
