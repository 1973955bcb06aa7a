import type { WireData } from '@agency/shared/api/wire';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkedHouseText } from '../../house-room/utils/house-name';
import { HousePicker } from '../../lease-expires/components/house-picker';
import {
  useCustomerHouseOptionsQuery,
  useLinkCustomerHouseMutation,
  useUnlinkCustomerHouseMutation,
} from '../api/customer-api';

/** A house the customer viewed or leased (`relation`: viewed | leased). */
type CustomerHouse = NonNullable<WireData<'/system/houseCustomer/{id}', 'get'>['houses']>[number];

export const RELATIONS = ['viewed', 'leased'] as const;

export interface CustomerHousesProps {
  customerId: number;
  houses: readonly CustomerHouse[];
}

/** The houses a customer viewed or leased; staff who may edit link and unlink them. */
export function CustomerHouses({ customerId, houses }: CustomerHousesProps) {
  const { t } = useTranslation('common');
  const { hasPermi } = usePermission();
  const canEdit = hasPermi('house:customer:edit');
  const [roomId, setRoomId] = useState<number | null>(null);
  const [relation, setRelation] = useState<string>('viewed');
  const [link, linking] = useLinkCustomerHouseMutation();
  const [unlink] = useUnlinkCustomerHouseMutation();

  const add = async () => {
    if (!roomId) return;
    const result = await link({ id: customerId, roomId, relation });
    if ('error' in result) return;
    getNotifier().success(t('customer.messages.linked'));
    setRoomId(null);
  };

  return (
    <>
      {canEdit && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <div style={{ flex: '1 1 220px', minWidth: 0 }}>
            <HousePicker
              useSearch={useCustomerHouseOptionsQuery}
              value={roomId}
              onChange={setRoomId}
              placeholder={t('customer.placeholders.house')}
            />
          </div>
          <Select
            value={relation}
            onChange={setRelation}
            style={{ width: 140 }}
            aria-label={t('customer.houses.relation')}
            options={RELATIONS.map((value) => ({ value, label: t(`customer.houses.${value}`) }))}
          />
          <Button
            icon={<PlusOutlined />}
            disabled={!roomId}
            loading={linking.isLoading}
            onClick={() => void add()}
          >
            {t('customer.houses.link')}
          </Button>
        </Flex>
      )}
      <CompactTable<CustomerHouse>
        rowKey="linkId"
        dataSource={[...houses]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('customer.houses.none') }}
        columns={[
          {
            key: 'house',
            title: t('customer.houses.house'),
            render: (_value, house) => linkedHouseText(house),
          },
          {
            key: 'relation',
            title: t('customer.houses.relation'),
            render: (_value, house) => (
              <Tag color={house.relation === 'leased' ? 'green' : 'blue'}>
                {t(`customer.houses.${house.relation}`)}
              </Tag>
            ),
          },
          { key: 'createBy', dataIndex: 'createBy', title: t('customer.houses.linkedBy') },
          { key: 'createTime', dataIndex: 'createTime', title: t('customer.houses.linkedAt') },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('actions.operation'),
                  render: (_value: unknown, house: CustomerHouse) => (
                    <Popconfirm
                      title={t('customer.houses.unlinkConfirm')}
                      okText={t('actions.confirm')}
                      cancelText={t('actions.cancel')}
                      onConfirm={() => void unlink({ id: customerId, linkId: house.linkId })}
                    >
                      <Button type="link" size="small" danger>
                        {t('customer.houses.unlink')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
