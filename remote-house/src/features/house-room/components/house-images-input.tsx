import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { ImageUpload } from '@agency/shared/features/upload/components/image-upload';
import { joinPaths, resolveFileUrl, splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import { ArrowLeftOutlined, ArrowRightOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Image, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cover: the chosen image while it is among the images, else the first. */
export function coverOf(images: string | null | undefined, chosen: string | null | undefined): string | null {
  const paths = splitPaths(images);
  if (chosen && paths.includes(chosen)) return chosen;
  return paths[0] ?? null;
}

/**
 * The house's photos: the shared upload (png/jpg/jpeg, 5 MB, 20, sent 500 ms
 * after the pick), then the photos in their order, each movable, one marked as
 * the cover (the first by default; kept in the form's `coverImage`).
 */
export function HouseImagesInput({ value, onChange, disabled }: FormControlProps) {
  const { t } = useTranslation('house');
  const form = Form.useFormInstance();
  const chosen = Form.useWatch('coverImage', { form, preserve: true }) as string | null | undefined;
  const paths = splitPaths(value as string | undefined);
  const cover = coverOf(value as string | undefined, chosen);

  const move = (index: number, step: -1 | 1) => {
    const next = [...paths];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + step, 0, item);
    onChange?.(joinPaths(next));
  };

  return (
    <Flex vertical gap={8}>
      <ImageUpload
        value={value as string | undefined}
        onChange={(next) => onChange?.(next)}
        disabled={disabled}
      />
      {paths.length > 0 && (
        <Flex wrap gap={8} className="house-image-order">
          {paths.map((path, index) => (
            <Flex key={path} vertical align="center" gap={4} data-testid="house-image" data-path={path}>
              <Image
                src={resolveFileUrl(path)}
                width={72}
                height={72}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                alt={`${index + 1}`}
              />
              {path === cover ? (
                <Tag color="gold" icon={<StarFilled />} style={{ marginInlineEnd: 0 }}>
                  {t('houseRoom.actions.cover')}
                </Tag>
              ) : (
                <Tooltip title={t('houseRoom.actions.setCover')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<StarOutlined />}
                    disabled={disabled}
                    aria-label={`${t('houseRoom.actions.setCover')} ${index + 1}`}
                    onClick={() => form.setFieldValue('coverImage', path)}
                  />
                </Tooltip>
              )}
              <Flex gap={2}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowLeftOutlined />}
                  disabled={disabled || index === 0}
                  aria-label={`${t('houseRoom.actions.moveLeft')} ${index + 1}`}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowRightOutlined />}
                  disabled={disabled || index === paths.length - 1}
                  aria-label={`${t('houseRoom.actions.moveRight')} ${index + 1}`}
                  onClick={() => move(index, 1)}
                />
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
