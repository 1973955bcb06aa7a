import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValue } from '../types/list-state';
import type { ResourceField } from '../types/resource-field';
import { filtersToFormValues, formValuesToFilters, type SearchFormValues } from '../utils/filter-form-values';
import { searchModeOf, searchSpecOf } from '../utils/search-params';
import { FieldControl } from './field-control';
import { NumberRangeInput, rangeRule } from './number-range-input';

export interface SearchPanelProps<Row> {
  fields: readonly ResourceField<Row>[];
  ns: string;
  /** The filters in force (from the URL). */
  filters: Record<string, FilterValue>;
  onSearch: (filters: Record<string, FilterValue>) => void;
  /** Used for the form's DOM ids. */
  formName: string;
  /** Labels above full-width inputs (in a drawer). */
  vertical?: boolean;
}

/**
 * The search panel of a resource list, from its fields' `search`
 * descriptions: exact inputs, number ranges (min <= max checked) and date
 * ranges; the advanced ones behind "more filters". It follows the URL: back,
 * forward and a pasted link fill it in.
 */
export function SearchPanel<Row>({
  fields,
  ns,
  filters,
  onSearch,
  formName,
  vertical,
}: SearchPanelProps<Row>) {
  const { t } = useTranslation([ns, 'common']);
  const [form] = Form.useForm<SearchFormValues>();
  const searchFields = useMemo(() => fields.filter((field) => searchSpecOf(field)), [fields]);
  const hasAdvanced = searchFields.some((field) => searchSpecOf(field)?.advanced);
  const filtersText = JSON.stringify(filters);
  const advancedInUse = searchFields.some(
    (field) =>
      searchSpecOf(field)?.advanced && filtersToFormValues([field], filters)[field.key] !== undefined,
  );
  const [expanded, setExpanded] = useState(advancedInUse);

  // Follows the URL when its filters change (search, back, a pasted link), but not when
  // a page kept alive in a hidden tab shows again: what was typed there stays.
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (synced.current === filtersText) return;
    synced.current = filtersText;
    form.resetFields();
    form.setFieldsValue(filtersToFormValues(searchFields, JSON.parse(filtersText) as typeof filters));
  }, [filtersText, searchFields, form]);

  const visible = searchFields.filter((field) => expanded || !searchSpecOf(field)?.advanced);

  return (
    <Form<SearchFormValues>
      form={form}
      name={formName}
      layout={vertical ? 'vertical' : 'inline'}
      className="resource-search"
      onFinish={(values) => onSearch(formValuesToFilters(searchFields, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {visible.map((field) => {
        const label = t(field.label);
        const mode = searchModeOf(field);
        if (mode === 'dateRange') {
          return (
            <Form.Item key={field.key} name={field.key} label={label}>
              <DatePicker.RangePicker
                allowEmpty={[true, true]}
                aria-label={label}
                style={{ width: vertical ? '100%' : 240 }}
              />
            </Form.Item>
          );
        }
        if (mode === 'range') {
          return (
            <Form.Item
              key={field.key}
              name={field.key}
              label={label}
              rules={[rangeRule(t('common:resource.rangeInvalid'))]}
            >
              <NumberRangeInput label={label} precision={field.precision} />
            </Form.Item>
          );
        }
        return (
          <Form.Item key={field.key} name={field.key} label={label}>
            <FieldControl
              field={field}
              ns={ns}
              purpose="search"
              // One width for every filter; full width when stacked (drawer, phone).
              style={{ width: vertical ? '100%' : 200 }}
              placeholder={
                searchSpecOf(field)?.placeholder ? t(searchSpecOf(field)?.placeholder ?? '') : undefined
              }
            />
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common:actions.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('common:actions.reset')}
          </Button>
          {hasAdvanced && (
            <Button
              type="link"
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {t(expanded ? 'common:resource.fewerFilters' : 'common:resource.moreFilters')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
