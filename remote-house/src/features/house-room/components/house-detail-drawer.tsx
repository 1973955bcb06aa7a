import { formatTime } from '@agency/shared/features/date/utils/format-time';
import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { DetailDrawer } from '@agency/shared/features/resource/components/detail-drawer';
import { FieldCell } from '@agency/shared/features/resource/components/field-cell';
import { FieldDescriptions } from '@agency/shared/features/resource/components/field-descriptions';
import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { houseRoomApi } from '../api/house-room-api';
import type { HouseRoom, HouseStatusChange } from '../types/house-room';
import { HouseNameText } from './house-name-text';

/** The fields that take a whole line. */
const WIDE = ['images', 'videos', 'description', 'features', 'remark'];

/** A field's value as the list's column shows it; the features (a hidden column) as tags. */
function cellOf(field: ResourceField<HouseRoom>, row: HouseRoom) {
  if (field.key === 'features') return <DictTag dictType="house_feature" value={row.features} />;
  return <FieldCell field={field} row={row} ns="house" />;
}

export interface HouseDetailDrawerProps extends RowDialogProps<HouseRoom> {
  fields: readonly ResourceField<HouseRoom>[];
}

/** Every field of a house, its current lease and its status history (`GET /system/houseRoom/{id}`). */
export function HouseDetailDrawer({ fields, row, onClose }: HouseDetailDrawerProps) {
  const { t } = useTranslation(['house', 'common']);
  const { data, isFetching, isError } = houseRoomApi.useGet(row.id, { refetchOnMountOrArgChange: true });
  const shown = fields.filter((field) => field.key !== 'name' && field.key !== 'coverImage');
  const history = data?.history ?? [];
  const lease = data?.lease;

  return (
    <DetailDrawer
      title={t('houseRoom.dialog.detailTitle')}
      width={760}
      loading={isFetching}
      error={isError && t('houseRoom.messages.detailFailed')}
      onClose={onClose}
    >
      {data && (
        <>
          <Typography.Title level={4}>
            <HouseNameText type={data.type} area={data.area} fallback={data.name} />
          </Typography.Title>
          <FieldDescriptions
            fields={shown}
            row={data}
            ns="house"
            wide={WIDE}
            cellOf={(field) => cellOf(field, data)}
          />
          {lease && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('houseRoom.lease.current')}
              </Typography.Title>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'tenant', label: t('houseRoom.lease.tenantName'), children: lease.tenantName },
                  {
                    key: 'phone',
                    label: t('houseRoom.lease.tenantPhone'),
                    children: lease.tenantPhone || '-',
                  },
                  {
                    key: 'period',
                    label: t('houseRoom.lease.startDate'),
                    children: t('houseRoom.lease.period', { start: lease.startDate, end: lease.endDate }),
                  },
                  {
                    key: 'rent',
                    label: t('houseRoom.lease.rent'),
                    children: lease.rent === null ? '-' : `${lease.rent} ${lease.currency ?? ''}`.trim(),
                  },
                ]}
              />
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('houseRoom.history.title')}
          </Typography.Title>
          <CompactTable<HouseStatusChange>
            rowKey={(change) => `${change.time}-${change.toStatus}-${change.fromStatus ?? ''}`}
            dataSource={history}
            locale={{ emptyText: <Empty description={t('houseRoom.history.empty')} /> }}
            columns={[
              {
                key: 'time',
                title: t('houseRoom.history.time'),
                render: (_v, change) => formatTime(change.time),
              },
              {
                key: 'from',
                title: t('houseRoom.history.from'),
                render: (_v, change) =>
                  change.fromStatus ? <DictTag dictType="house_status" value={change.fromStatus} /> : '-',
              },
              {
                key: 'to',
                title: t('houseRoom.history.to'),
                render: (_v, change) => <DictTag dictType="house_status" value={change.toStatus} />,
              },
              { key: 'action', title: t('houseRoom.history.action'), dataIndex: 'action' },
              { key: 'operator', title: t('houseRoom.history.operator'), dataIndex: 'operator' },
            ]}
          />
        </>
      )}
    </DetailDrawer>
  );
}
