import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Image, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Car } from '../types/car';
import { CAR_DICTS } from '../types/car-dicts';

export interface CarCardListProps {
  cars: readonly Car[];
  loading: boolean;
  onEdit: (car: Car) => void;
  onDelete: (car: Car) => void;
}

function firstImage(images: string | null): string | undefined {
  return images
    ?.split(',')
    .map((path) => path.trim())
    .find(Boolean);
}

/** The vehicle list on phones (below 768 px): one card a vehicle. */
export function CarCardList({ cars, loading, onEdit, onDelete }: CarCardListProps) {
  const { t } = useTranslation(['vehicle', 'common']);
  const { hasPermi } = usePermission();
  const canEdit = hasPermi('vehicle:car:edit');
  const canRemove = hasPermi('vehicle:car:remove');

  if (!loading && cars.length === 0) return <Empty />;

  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12} role="list" aria-label={t('car.title')}>
        {cars.map((car) => {
          const cover = firstImage(car.images);
          const actions = [
            canEdit && (
              <Button key="edit" type="link" icon={<EditOutlined />} onClick={() => onEdit(car)}>
                {t('common:actions.edit')}
              </Button>
            ),
            canRemove && (
              <Button key="delete" type="link" danger icon={<DeleteOutlined />} onClick={() => onDelete(car)}>
                {t('common:actions.delete')}
              </Button>
            ),
          ].filter(Boolean);
          return (
            <Card key={car.id} role="listitem" size="small" actions={actions.length ? actions : undefined}>
              <Flex gap={12}>
                {cover && (
                  <Image
                    src={cover}
                    alt={car.plateNumber}
                    width={96}
                    height={72}
                    style={{ objectFit: 'cover' }}
                  />
                )}
                <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Typography.Text strong>{car.plateNumber}</Typography.Text>
                    <DictTag dictType={CAR_DICTS.carStatus} value={car.carStatus} />
                  </Flex>
                  <Typography.Text ellipsis>{`${car.brand} ${car.model}`}</Typography.Text>
                  <Space size={4} wrap>
                    <DictTag dictType={CAR_DICTS.vehicleType} value={car.vehicleType} />
                    {car.seatCount ? (
                      <Typography.Text type="secondary">
                        {t('car.card.seats', { count: car.seatCount })}
                      </Typography.Text>
                    ) : null}
                  </Space>
                  <Typography.Text type="secondary">
                    {car.rentPerDay === null
                      ? t('car.card.noRent')
                      : t('car.card.rent', {
                          amount: car.rentPerDay.toLocaleString('en-US'),
                          currency: car.currency ?? '',
                        })}
                  </Typography.Text>
                </Flex>
              </Flex>
            </Card>
          );
        })}
      </Flex>
    </Spin>
  );
}
