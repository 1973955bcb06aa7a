import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUS_DICT, type ContractStatus } from '../types/contract';

export interface ContractFilters {
  contractTitle?: string;
  status?: ContractStatus;
}

interface SearchValues {
  contractTitle?: string;
  status?: string;
}

interface ContractSearchFormProps {
  onSearch: (filters: ContractFilters) => void;
}

/** Title and status filters of the contract list. */
export function ContractSearchForm({ onSearch }: ContractSearchFormProps) {
  const { t } = useTranslation('pact');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<SearchValues>();

  const submit = (values: SearchValues) => {
    const filters: ContractFilters = {};
    const title = values.contractTitle?.trim();
    if (title) filters.contractTitle = title;
    if (values.status !== undefined && values.status !== null)
      filters.status = Number(values.status) as ContractStatus;
    onSearch(filters);
  };

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }}>
      <Form.Item name="contractTitle" label={t('contract.search.title')}>
        <Input allowClear placeholder={t('contract.search.titlePlaceholder')} maxLength={120} />
      </Form.Item>
      <Form.Item name="status" label={t('contract.search.status')}>
        <DictSelect
          dictType={CONTRACT_STATUS_DICT}
          style={{ minWidth: 160 }}
          placeholder={t('contract.search.statusPlaceholder')}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {tc('actions.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {tc('actions.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
