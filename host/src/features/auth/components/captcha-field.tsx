import SafetyOutlined from '@ant-design/icons-svg/lib/asn/SafetyOutlined';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { AuthInput } from './auth-input';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  img: string | undefined;
  loading: boolean;
  /** Why the image did not load, or null. */
  loadError: string | null;
  onRefresh: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The captcha code input and its image; a click on the image asks for a new one. */
export function CaptchaField({ img, loading, loadError, onRefresh, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  return (
    <div className="auth-captcha">
      <AuthInput {...input} icon={SafetyOutlined} placeholder={t('code')} autoComplete="off" maxLength={8} />
      <div className="auth-captcha-image" aria-busy={loading}>
        {img && !loadError ? (
          <img
            className="captcha-image"
            src={`data:image/gif;base64,${img}`}
            alt={t('captchaAlt')}
            title={t('captchaRefresh')}
            onClick={onRefresh}
            data-testid="captcha-image"
          />
        ) : (
          <button
            type="button"
            className="captcha-image"
            onClick={onRefresh}
            aria-label={loadError ? t('captchaFailed') : t('captchaRefresh')}
            title={loadError ? `${t('captchaFailed')} (${loadError})` : t('captchaRefresh')}
          >
            {loadError ? '↻' : null}
          </button>
        )}
        {loading && <span className="auth-spinner auth-captcha-spinner" aria-hidden="true" />}
      </div>
    </div>
  );
}
