import { formatTime } from '@agency/shared/features/date/utils/format-time';
import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { Authorized } from '@agency/shared/features/permission/components/authorized';
import type { ColumnSetting } from '@agency/shared/features/table/types/column-setting';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '../types/car';
import { CAR_DICTS } from '../types/car-dicts';
import { formatMoney } from '../utils/format-money';

export interface CarColumnActions {
  onEdit: (car: Car) => void;
  onDelete: (car: Car) => void;
}

const KEYS = [
  'plateNumber',
  'brand',
  'vehicleType',
  'carStatus',
  'fuelType',
  'transmission',
  'productionYear',
  'seatCount',
  'mileage',
  'rentPerDay',
  'rentPerMonth',
  'agentName',
  'agentPhone',
  'qualityCar',
  'createTime',
] as const;

type ColumnKey = (typeof KEYS)[number];

/** Columns hidden until the user shows them. */
const HIDDEN_AT_FIRST: readonly ColumnKey[] = ['transmission', 'mileage', 'agentPhone', 'qualityCar'];

const dash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** The vehicle table's columns and their show/hide settings, titled in the current language. */
export function useCarColumns({ onEdit, onDelete }: CarColumnActions) {
  const { t } = useTranslation(['vehicle', 'common']);

  const settings = useMemo<ColumnSetting[]>(
    () =>
      KEYS.map((key) => ({ key, title: t(`car.fields.${key}`), visible: !HIDDEN_AT_FIRST.includes(key) })),
    [t],
  );

  const columns = useMemo<ColumnsType<Car>>(
    () => [
      {
        key: 'plateNumber',
        dataIndex: 'plateNumber',
        title: t('car.fields.plateNumber'),
        fixed: 'left',
        width: 130,
      },
      {
        key: 'brand',
        title: t('car.fields.brand'),
        render: (_value: unknown, car: Car) => `${car.brand} ${car.model}`,
      },
      {
        key: 'vehicleType',
        dataIndex: 'vehicleType',
        title: t('car.fields.vehicleType'),
        render: (value: string) => <DictTag dictType={CAR_DICTS.vehicleType} value={value} />,
      },
      {
        key: 'carStatus',
        dataIndex: 'carStatus',
        title: t('car.fields.carStatus'),
        render: (value: string) => <DictTag dictType={CAR_DICTS.carStatus} value={value} />,
      },
      {
        key: 'fuelType',
        dataIndex: 'fuelType',
        title: t('car.fields.fuelType'),
        render: (value: string | null) => <DictTag dictType={CAR_DICTS.fuelType} value={value} />,
      },
      {
        key: 'transmission',
        dataIndex: 'transmission',
        title: t('car.fields.transmission'),
        render: (value: string | null) => <DictTag dictType={CAR_DICTS.transmission} value={value} />,
      },
      {
        key: 'productionYear',
        dataIndex: 'productionYear',
        title: t('car.fields.productionYear'),
        align: 'center',
        render: dash,
      },
      {
        key: 'seatCount',
        dataIndex: 'seatCount',
        title: t('car.fields.seatCount'),
        align: 'center',
        render: dash,
      },
      { key: 'mileage', dataIndex: 'mileage', title: t('car.fields.mileage'), align: 'right', render: dash },
      {
        key: 'rentPerDay',
        title: t('car.fields.rentPerDay'),
        align: 'right',
        render: (_value: unknown, car: Car) => formatMoney(car.rentPerDay, car.currency),
      },
      {
        key: 'rentPerMonth',
        title: t('car.fields.rentPerMonth'),
        align: 'right',
        render: (_value: unknown, car: Car) => formatMoney(car.rentPerMonth, car.currency),
      },
      { key: 'agentName', dataIndex: 'agentName', title: t('car.fields.agentName'), render: dash },
      { key: 'agentPhone', dataIndex: 'agentPhone', title: t('car.fields.agentPhone'), render: dash },
      {
        key: 'qualityCar',
        dataIndex: 'qualityCar',
        title: t('car.fields.qualityCar'),
        align: 'center',
        render: (value: boolean) => (value ? <Tag color="gold">{t('car.yes')}</Tag> : t('car.no')),
      },
      {
        key: 'createTime',
        dataIndex: 'createTime',
        title: t('car.fields.createTime'),
        width: 170,
        render: (value: string) => formatTime(value),
      },
      {
        title: t('common:actions.operation'),
        fixed: 'right',
        width: 160,
        render: (_value: unknown, car: Car) => (
          <Space size={0}>
            <Authorized perms="vehicle:car:edit">
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(car)}>
                {t('common:actions.edit')}
              </Button>
            </Authorized>
            <Authorized perms="vehicle:car:remove">
              <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(car)}>
                {t('common:actions.delete')}
              </Button>
            </Authorized>
          </Space>
        ),
      },
    ],
    [t, onEdit, onDelete],
  );

  return { settings, columns };
}
