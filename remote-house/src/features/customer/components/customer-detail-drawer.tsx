import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { FieldValue } from '@agency/shared/features/resource/components/field-value';
import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Alert, Descriptions, Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerApi } from '../api/customer-api';
import type { Customer } from '../types/customer';
import { CustomerHouses } from './customer-houses';

const WIDE = new Set(['otherRequirements', 'remark', 'preferredAreas']);

export interface CustomerDetailDrawerProps {
  fields: readonly ResourceField<Customer>[];
  row: Customer;
  onClose: () => void;
}

/** Every field of a customer, the status changes (who and when) and the linked houses. */
export function CustomerDetailDrawer({ fields, row, onClose }: CustomerDetailDrawerProps) {
  const { t } = useTranslation(['house', 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const { data, isFetching, isError } = customerApi.useGet(row.id);
  const customer = data ?? row;
  const history = data?.statusHistory ?? [];
  return (
    <Drawer
      open
      title={t('customer.dialog.detailTitle', { name: customer.clientName })}
      size={narrow ? '100%' : 760}
      onClose={onClose}
      destroyOnHidden
    >
      <Spin spinning={isFetching}>
        {isError && <Alert type="error" showIcon title={t('customer.messages.detailFailed')} />}
        <Descriptions
          size="small"
          bordered
          column={narrow ? 1 : 2}
          items={fields.map((field) => ({
            key: field.key,
            label: t(field.label),
            span: WIDE.has(field.key) ? (narrow ? 1 : 2) : 1,
            children: <FieldValue field={field} row={customer} ns="house" />,
          }))}
        />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('customer.houses.title')}
        </Typography.Title>
        <CustomerHouses customerId={row.id} houses={data?.houses ?? []} />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('customer.history.title')}
        </Typography.Title>
        {history.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customer.history.none')} />
        ) : (
          <Timeline
            items={history.map((change, index) => ({
              key: `${change.operTime}-${index}`,
              content: (
                <span>
                  {change.fromStatus ? (
                    <DictTag dictType="customer_status" value={change.fromStatus} />
                  ) : null}
                  {change.fromStatus ? ' → ' : ''}
                  <DictTag dictType="customer_status" value={change.toStatus} />{' '}
                  <Typography.Text type="secondary">
                    {t('customer.history.by', {
                      operator: change.operator || '-',
                      time: change.operTime ?? '',
                    })}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        )}
      </Spin>
    </Drawer>
  );
}
