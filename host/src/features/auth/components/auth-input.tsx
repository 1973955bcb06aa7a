import { SvgIcon } from '@agency/shared/features/icons/components/svg-icon';
import EyeInvisibleOutlined from '@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/lib/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

interface AuthInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  icon: IconDefinition;
  value: string;
  onChange: (value: string) => void;
  /** The field's message under it (translated), or null. */
  error: string | null;
  /** A password field, with a button that shows or hides it. */
  password?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A large input of the login page in antd's look (prefix icon, focus ring, error
 * below), as plain React: the login page does not download antd (docs/benchmarks.md).
 */
export function AuthInput({ icon, value, onChange, error, password, inputRef, ...input }: AuthInputProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const [visible, setVisible] = useState(false);
  const errorId = useId();
  return (
    <div className="auth-field">
      <div className="auth-input" data-invalid={error ? '' : undefined}>
        <SvgIcon icon={icon} className="auth-input-icon" />
        <input
          {...input}
          ref={inputRef}
          type={password && !visible ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {password && (
          <button
            type="button"
            className="auth-input-toggle"
            aria-label={t(visible ? 'hidePassword' : 'showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <SvgIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </div>
      <div className="auth-field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
