import { ImageUpload } from '@agency/shared/features/upload/components/image-upload';
import { joinPaths, splitPaths } from '@agency/shared/features/upload/utils/file-paths';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageUrl, isAllowedImagePath, siteOrigin } from '../utils/image-url';

export interface CarImagesInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/**
 * A vehicle's photos: uploaded (the kit's image upload) or added by address. An
 * address must start with http:// or this site's host and is checked before it is
 * added: not reachable, not an image, or the check failed (spec section 5).
 */
export function CarImagesInput({ value, onChange, disabled }: CarImagesInputProps) {
  const { t } = useTranslation('vehicle');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const add = async () => {
    const address = url.trim();
    if (!address) return;
    if (!isAllowedImagePath(address)) {
      setError(t('car.rules.imageUrl', { host: siteOrigin() }));
      return;
    }
    setChecking(true);
    setError(null);
    const problem = await checkImageUrl(address);
    setChecking(false);
    if (problem) {
      const key = {
        notAccessible: 'imageNotAccessible',
        contentType: 'imageContentType',
        failed: 'imageCheckFailed',
      };
      setError(t(`car.rules.${key[problem]}`));
      return;
    }
    const paths = splitPaths(value);
    if (!paths.includes(address)) onChange?.(joinPaths([...paths, address]));
    setUrl('');
  };

  return (
    <Flex vertical gap={8}>
      <ImageUpload value={value ?? ''} onChange={(next) => onChange?.(next)} disabled={disabled} />
      {!disabled && (
        <div>
          <Flex gap={8}>
            <Input
              value={url}
              placeholder={t('car.imageInput.urlPlaceholder')}
              aria-label={t('car.imageInput.urlPlaceholder')}
              status={error ? 'error' : undefined}
              onChange={(event) => {
                setUrl(event.target.value);
                setError(null);
              }}
              onPressEnter={(event) => {
                event.preventDefault();
                void add();
              }}
            />
            <Button onClick={() => void add()} loading={checking} disabled={!url.trim()}>
              {t('car.imageInput.add')}
            </Button>
          </Flex>
          {checking && <Typography.Text type="secondary">{t('car.imageInput.checking')}</Typography.Text>}
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </div>
      )}
    </Flex>
  );
}
