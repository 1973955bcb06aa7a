import { formatTime } from '@agency/shared/features/date/utils/format-time';
import { Authorized } from '@agency/shared/features/permission/components/authorized';
import type { ColumnSetting } from '@agency/shared/features/table/types/column-setting';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Village } from '../types/village';

export interface VillageColumnActions {
  onEdit: (village: Village) => void;
  onDelete: (village: Village) => void;
}

type ColumnKey =
  | 'name'
  | 'area'
  | 'year'
  | 'buildingType'
  | 'greeningRate'
  | 'introduction'
  | 'remark'
  | 'createTime';

/** Columns hidden until the user shows them. */
const HIDDEN_AT_FIRST: readonly ColumnKey[] = ['introduction', 'remark'];

const KEYS: readonly ColumnKey[] = [
  'name',
  'area',
  'year',
  'buildingType',
  'greeningRate',
  'introduction',
  'remark',
  'createTime',
];

const dash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** The village table's columns and their show/hide settings, titled in the current language. */
export function useVillageColumns({ onEdit, onDelete }: VillageColumnActions) {
  const { t } = useTranslation(['house', 'common']);

  const settings = useMemo<ColumnSetting[]>(
    () =>
      KEYS.map((key) => ({
        key,
        title: t(`village.fields.${key}`),
        visible: !HIDDEN_AT_FIRST.includes(key),
      })),
    [t],
  );

  const columns = useMemo<ColumnsType<Village>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('village.fields.name'), fixed: 'left', width: 180 },
      { key: 'area', dataIndex: 'area', title: t('village.fields.area'), align: 'right', render: dash },
      { key: 'year', dataIndex: 'year', title: t('village.fields.year'), align: 'center', render: dash },
      {
        key: 'buildingType',
        dataIndex: 'buildingType',
        title: t('village.fields.buildingType'),
        render: dash,
      },
      {
        key: 'greeningRate',
        dataIndex: 'greeningRate',
        title: t('village.fields.greeningRate'),
        align: 'right',
        render: (value: number | null) => (value === null || value === undefined ? '-' : `${value} %`),
      },
      {
        key: 'introduction',
        dataIndex: 'introduction',
        title: t('village.fields.introduction'),
        width: 240,
        render: (value: string | null) =>
          value ? (
            <Typography.Paragraph ellipsis={{ rows: 2, tooltip: value }} style={{ margin: 0 }}>
              {value}
            </Typography.Paragraph>
          ) : (
            '-'
          ),
      },
      { key: 'remark', dataIndex: 'remark', title: t('village.fields.remark'), ellipsis: true, render: dash },
      {
        key: 'createTime',
        dataIndex: 'createTime',
        title: t('village.fields.createTime'),
        width: 170,
        render: (value: string) => formatTime(value),
      },
      {
        title: t('common:actions.operation'),
        fixed: 'right',
        width: 160,
        render: (_value: unknown, village: Village) => (
          <Space size={0}>
            <Authorized perms="house:village:edit">
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(village)}>
                {t('common:actions.edit')}
              </Button>
            </Authorized>
            <Authorized perms="house:village:remove">
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => onDelete(village)}
              >
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
