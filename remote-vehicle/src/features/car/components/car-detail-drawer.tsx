import type { WireData } from '@agency/shared/api/wire';
import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { ImagePreview } from '@agency/shared/features/image-preview/components/image-preview';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { DetailDrawer } from '@agency/shared/features/resource/components/detail-drawer';
import { FieldCell } from '@agency/shared/features/resource/components/field-cell';
import { FieldValue } from '@agency/shared/features/resource/components/field-value';
import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { resolveFileUrl, splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import { Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { carApi } from '../api/car-api';
import { CAR_DICTS } from '../config/car-dicts';
import { carResource } from '../fields/car-resource';
import type { Car, CarLease } from '../types/car';
import { carName } from '../utils/car-name';
import { videoPathsOf } from '../utils/video-paths';

type WireCarDetail = WireData<'/system/car/{id}', 'get'>;

/** One row of a vehicle's status history (`action`: add, edit, lease, endLease, leaseExpired, sold). */
type CarStatusChange = NonNullable<WireCarDetail['history']>[number];

/** A vehicle with its status history and leases (`GET /system/car/{id}`). */
type CarDetail = Omit<WireCarDetail, 'leases'> & { leases?: CarLease[] };

const SECTIONS = {
  specs: [
    'plateNumber',
    'carStatus',
    'vehicleType',
    'brand',
    'model',
    'color',
    'productionYear',
    'seatCount',
    'fuelType',
    'displacement',
    'transmission',
    'driveType',
    'mileage',
    'attribute',
    'qualityCar',
    'leaseOrderNumber',
  ],
  prices: [
    'rentPerDay',
    'rentPerMonth',
    'price',
    'cashDeposit',
    'dailySalePrice',
    'monthlySalePrice',
    'saleMoney',
  ],
  agent: ['agentName', 'agentPhone', 'contactMethod'],
} as const;

const fieldOf = (key: string) => carResource.fields.find((field) => field.key === key);

/** A field's value as the list's column shows it; the brand plain (its column adds the model). */
function cellOf(field: ResourceField<Car>, row: Car): ReactNode {
  if (field.key === 'brand') return <FieldValue field={field} row={row} ns="vehicle" />;
  return <FieldCell field={field} row={row} ns="vehicle" />;
}

const money = (value: number | null | undefined, currency: string | null | undefined) =>
  value === null || value === undefined ? '-' : `${formatAmount(value)} ${currency ?? ''}`.trim();

/** Every field of a vehicle with its photos, videos, leases and status history (`GET /system/car/{id}`). */
export function CarDetailDrawer({ row, onClose }: RowDialogProps<Car>) {
  const { t } = useTranslation(['vehicle', 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const query = carApi.useGet(row.id, { refetchOnMountOrArgChange: true });
  const { isFetching, isError } = query;
  // The detail answer adds the history and the leases to the list's row.
  const data = query.data as CarDetail | undefined;

  const section = (title: string, keys: readonly string[], car: CarDetail) => (
    <Descriptions
      size="small"
      bordered
      title={title}
      column={narrow ? 1 : 2}
      style={{ marginTop: 16 }}
      items={keys.flatMap((key) => {
        const field = fieldOf(key);
        return field ? [{ key, label: t(field.label), children: cellOf(field, car) }] : [];
      })}
    />
  );

  const images = splitPaths(data?.images);
  const videos = videoPathsOf(data?.videos);

  return (
    <DetailDrawer
      title={t('car.detail.title')}
      width={820}
      loading={isFetching}
      error={isError && t('car.detail.loadFailed')}
      onClose={onClose}
    >
      {data && (
        <>
          <Typography.Title level={4}>
            {carName(data)} {data.qualityCar && <Tag color="gold">{t('car.fields.qualityCar')}</Tag>}
          </Typography.Title>
          <Flex justify="center">
            {images.length > 0 ? (
              <ImagePreview src={images} size="large" />
            ) : (
              <Empty description={t('car.detail.noImages')} />
            )}
          </Flex>
          {videos.length > 0 && (
            <Flex vertical gap={8} style={{ marginTop: 16 }}>
              <Typography.Text strong>{t('car.detail.videos')}</Typography.Text>
              {videos.map((path) => (
                // biome-ignore lint/a11y/useMediaCaption: agents' own clips have no captions.
                <video
                  key={path}
                  src={resolveFileUrl(path)}
                  controls
                  preload="metadata"
                  style={{ maxWidth: '100%' }}
                />
              ))}
            </Flex>
          )}
          {section(t('car.detail.specs'), SECTIONS.specs, data)}
          {section(t('car.detail.prices'), SECTIONS.prices, data)}
          {section(t('car.detail.agent'), SECTIONS.agent, data)}
          {data.carStatus === 'sold' && (
            <Descriptions
              size="small"
              bordered
              title={t('car.detail.sale')}
              column={narrow ? 1 : 2}
              style={{ marginTop: 16 }}
              items={[
                {
                  key: 'price',
                  label: t('car.sale.soldPrice'),
                  children: money(data.soldPrice, data.soldCurrency),
                },
                { key: 'time', label: t('car.sale.soldTime'), children: data.soldTime ?? '-' },
                { key: 'buyer', label: t('car.sale.buyerName'), children: data.buyerName ?? '-' },
                { key: 'phone', label: t('car.sale.buyerPhone'), children: data.buyerPhone ?? '-' },
              ]}
            />
          )}
          {(data.description || data.remark) && (
            <Descriptions
              size="small"
              bordered
              column={1}
              style={{ marginTop: 16 }}
              items={[
                {
                  key: 'description',
                  label: t('car.fields.description'),
                  children: data.description ?? '-',
                },
                { key: 'remark', label: t('car.fields.remark'), children: data.remark ?? '-' },
              ]}
            />
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('car.detail.leases')}
          </Typography.Title>
          <CompactTable<CarLease>
            rowKey="id"
            dataSource={data.leases ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('car.detail.noLeases')} /> }}
            columns={[
              { key: 'order', title: t('car.lease.leaseOrderNumber'), dataIndex: 'leaseOrderNumber' },
              {
                key: 'type',
                title: t('car.lease.type'),
                render: (_v, lease) => t(`car.lease.types.${lease.type}`),
              },
              { key: 'customer', title: t('car.lease.customerName'), dataIndex: 'customerName' },
              {
                key: 'period',
                title: t('car.lease.startDate'),
                render: (_v, lease) => t('car.detail.period', { start: lease.startDate, end: lease.endDate }),
              },
              {
                key: 'amount',
                title: t('car.lease.amount'),
                render: (_v, lease) => money(lease.amount, lease.currency),
              },
              {
                key: 'status',
                title: t('car.fields.carStatus'),
                render: (_v, lease) => (
                  <Tag color={lease.status === 'active' ? 'green' : undefined}>
                    {t(`car.leaseStatus.${lease.status}`)}
                  </Tag>
                ),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('car.detail.history')}
          </Typography.Title>
          <CompactTable<CarStatusChange>
            rowKey={(change) => `${change.time}-${change.action}-${change.toStatus}-${change.note ?? ''}`}
            dataSource={data.history ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('car.detail.noHistory')} /> }}
            columns={[
              { key: 'time', title: t('car.detail.time'), dataIndex: 'time' },
              {
                key: 'from',
                title: t('car.detail.from'),
                render: (_v, change) =>
                  change.fromStatus ? (
                    <DictTag dictType={CAR_DICTS.carStatus} value={change.fromStatus} />
                  ) : (
                    '-'
                  ),
              },
              {
                key: 'to',
                title: t('car.detail.to'),
                render: (_v, change) => <DictTag dictType={CAR_DICTS.carStatus} value={change.toStatus} />,
              },
              {
                key: 'action',
                title: t('car.detail.action'),
                render: (_v, change) =>
                  t(`car.detail.historyActions.${change.action}`, { defaultValue: change.action }),
              },
              { key: 'note', title: t('car.detail.note'), render: (_v, change) => change.note ?? '-' },
              { key: 'operator', title: t('car.detail.operator'), dataIndex: 'operator' },
            ]}
          />
        </>
      )}
    </DetailDrawer>
  );
}
