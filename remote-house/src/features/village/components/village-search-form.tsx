import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { VillageFilters } from '../types/village';

interface SearchValues {
  name?: string;
  area?: number | null;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

/** The search panel's values as list filters (`params[beginTime]`/`params[endTime]` as `YYYY-MM-DD`). */
export function toVillageFilters(values: SearchValues): VillageFilters {
  const filters: VillageFilters = {};
  const name = values.name?.trim();
  if (name) filters.name = name;
  if (typeof values.area === 'number') filters.area = values.area;
  const [begin, end] = values.createTime ?? [];
  if (begin || end) {
    filters.params = {
      ...(begin ? { beginTime: begin.format('YYYY-MM-DD') } : {}),
      ...(end ? { endTime: end.format('YYYY-MM-DD') } : {}),
    };
  }
  return filters;
}

export interface VillageSearchFormProps {
  onSearch: (filters: VillageFilters) => void;
}

/** Search panel of the village list: name, area and creation-date range. */
export function VillageSearchForm({ onSearch }: VillageSearchFormProps) {
  const { t } = useTranslation(['house', 'common']);
  const [form] = Form.useForm<SearchValues>();

  return (
    <Form<SearchValues>
      form={form}
      layout="inline"
      name="village-search"
      onFinish={(values) => onSearch(toVillageFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="name" label={t('village.fields.name')}>
        <Input allowClear placeholder={t('village.placeholders.name')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="area" label={t('village.fields.area')}>
        <InputNumber min={0} placeholder={t('village.placeholders.area')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="createTime" label={t('village.fields.createTime')}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('village.placeholders.beginTime'), t('village.placeholders.endTime')]}
        />
      </Form.Item>
      <Form.Item>
        <Space>
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
        </Space>
      </Form.Item>
    </Form>
  );
}
