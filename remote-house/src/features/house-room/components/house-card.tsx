import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { FieldValue } from '@agency/shared/features/resource/components/field-value';
import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import { resolveFileUrl } from '@agency/shared/features/upload/utils/file-paths';
import { Card, Descriptions, Image } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRoom } from '../types/house-room';
import { layoutText } from '../utils/house-name';
import { HouseNameText } from './house-name-text';

export interface HouseCardProps {
  row: HouseRoom;
  fields: readonly ResourceField<HouseRoom>[];
  actions: ReactNode;
}

/** A house on a phone: cover, name in the reader's language, status, prices, layout, place and the row's buttons. */
export function HouseCard({ row, fields, actions }: HouseCardProps) {
  const { t } = useTranslation(['house', 'common']);
  const field = (key: string) => fields.find((candidate) => candidate.key === key);
  const money = (key: 'rent' | 'salePrice') => {
    const spec = field(key);
    return spec && row[key] !== null ? <FieldValue field={spec} row={row} ns="house" /> : null;
  };
  const lines = [
    {
      key: 'status',
      label: t('houseRoom.fields.status'),
      children: <DictTag dictType="house_status" value={row.status} />,
    },
    { key: 'rent', label: t('houseRoom.fields.rent'), children: money('rent') },
    { key: 'salePrice', label: t('houseRoom.fields.salePrice'), children: money('salePrice') },
    {
      key: 'layout',
      label: t('houseRoom.fields.layout'),
      children: layoutText(row.bedrooms, row.livingRooms, row.bathrooms) || null,
    },
    { key: 'location', label: t('houseRoom.fields.location'), children: row.location },
    { key: 'agent', label: t('houseRoom.fields.agent'), children: row.agent },
  ].filter((line) => line.children !== null && line.children !== undefined && line.children !== '');
  return (
    <Card
      size="small"
      className="house-card"
      title={<HouseNameText type={row.type} area={row.area} fallback={row.name} />}
      extra={row.houseCode}
      cover={
        row.coverImage ? (
          <Image
            src={resolveFileUrl(row.coverImage)}
            alt={row.houseCode}
            height={160}
            style={{ objectFit: 'cover' }}
            preview={false}
          />
        ) : undefined
      }
      actions={[<div key="actions">{actions}</div>]}
    >
      <Descriptions size="small" column={1} items={lines} />
    </Card>
  );
}
