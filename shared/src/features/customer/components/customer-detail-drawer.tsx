import { Alert, Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../dict/components/dict-tag';
import type { ResourceApi } from '../../resource/api/create-resource-api';
import { FieldDescriptions } from '../../resource/components/field-descriptions';
import { FieldValue } from '../../resource/components/field-value';
import type { ResourceField } from '../../resource/types/resource-field';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '../../responsive/utils/breakpoints';
import type { Customer, CustomerInput } from '../types/customer';

const WIDE = ['otherRequirements', 'remark', 'preferredAreas'];

export interface CustomerDetailDrawerProps {
  fields: readonly ResourceField<Customer>[];
  /** The screen's customer API (house or vehicle route). */
  api: ResourceApi<Customer, CustomerInput>;
  row: Customer;
  onClose: () => void;
  /** What the screen adds between the fields and the history (the houses of a house customer). */
  renderExtra?: (customer: Customer) => ReactNode;
}

/** Every field of a customer, then the screen's own part, then the status changes (who and when). */
export function CustomerDetailDrawer({ fields, api, row, onClose, renderExtra }: CustomerDetailDrawerProps) {
  const { t } = useTranslation('common');
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const { data, isFetching, isError } = api.useGet(row.id);
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
        <FieldDescriptions
          fields={fields}
          row={customer}
          ns="common"
          wide={WIDE}
          cellOf={(field) => <FieldValue field={field} row={customer} ns="common" />}
        />
        {renderExtra?.(customer)}
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
