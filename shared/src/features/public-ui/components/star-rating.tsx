import StarFilled from '@ant-design/icons-svg/lib/asn/StarFilled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../icons/components/svg-icon';
import { registerPublicUiLocales } from '../locales/register-public-ui-locales';
import './public-ui.css';

registerPublicUiLocales();

const STARS = [1, 2, 3, 4, 5] as const;

/** A score of 0 to 5 as five stars, to the half star (antd's Rate, read-only). */
export function StarRating({ value, small }: { value: number; small?: boolean }) {
  const { t } = useTranslation('common', { keyPrefix: 'publicUi' });
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return (
    <span
      className={`pui-stars${small ? ' pui-stars-small' : ''}`}
      role="img"
      aria-label={t('score', { score: halves })}
    >
      {STARS.map((star) => {
        const fill = Math.min(1, Math.max(0, halves - star + 1));
        return (
          <span key={star} className="pui-star">
            <SvgIcon icon={StarFilled} />
            {fill > 0 && (
              <span className="pui-star-fill" style={{ width: `${fill * 100}%` }}>
                <SvgIcon icon={StarFilled} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

export interface StarInputProps {
  label: string;
  /** 1 to 5, or 0 for none chosen yet. */
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
}

/**
 * Choosing a score of 1 to 5 (antd's Rate): five radio buttons drawn as stars, so the
 * keyboard's arrow keys and a screen reader work as with any radio group.
 */
export function StarInput({ label, value, onChange, error }: StarInputProps) {
  const { t } = useTranslation('common', { keyPrefix: 'publicUi' });
  const name = useId();
  return (
    <div className="pui-field">
      <span className="pui-field-label" id={`${name}-label`}>
        {label}
      </span>
      <div
        className="pui-stars"
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      >
        {STARS.map((star) => (
          <label key={star} className="pui-star pui-star-input" data-on={star <= value ? '' : undefined}>
            <input
              type="radio"
              className="pui-visually-hidden"
              name={name}
              value={star}
              checked={star === value}
              aria-label={t('score', { score: star })}
              onChange={() => onChange(star)}
            />
            <SvgIcon icon={StarFilled} />
          </label>
        ))}
      </div>
      <div className="pui-field-error" id={`${name}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
