import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_TYPE_DICT, type NoticeType } from '../types/notice';

export interface NoticeFilters {
  noticeTitle?: string;
  createBy?: string;
  noticeType?: NoticeType;
}

/** Title, creator and type filters of the notice list. */
export function NoticeSearchForm({ onSearch }: { onSearch: (filters: NoticeFilters) => void }) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<NoticeFilters>();

  const submit = (values: NoticeFilters) => {
    const filters: NoticeFilters = {};
    const title = values.noticeTitle?.trim();
    const createBy = values.createBy?.trim();
    if (title) filters.noticeTitle = title;
    if (createBy) filters.createBy = createBy;
    if (values.noticeType) filters.noticeType = values.noticeType;
    onSearch(filters);
  };

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }}>
      <Form.Item name="noticeTitle" label={t('notice.fields.noticeTitle')}>
        <Input allowClear placeholder={t('notice.placeholder.noticeTitle')} />
      </Form.Item>
      <Form.Item name="createBy" label={t('notice.fields.createBy')}>
        <Input allowClear placeholder={t('notice.placeholder.createBy')} />
      </Form.Item>
      <Form.Item name="noticeType" label={t('notice.fields.noticeType')}>
        <DictSelect
          dictType={NOTICE_TYPE_DICT}
          style={{ minWidth: 160 }}
          placeholder={t('notice.placeholder.noticeType')}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('notice.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('notice.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
