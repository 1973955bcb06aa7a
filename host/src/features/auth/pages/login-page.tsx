import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { DEFAULT_SETTINGS } from '@agency/shared/features/store/slices/settings-slice';
import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/lib/asn/UserOutlined';
import { type FormEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../../hooks/use-hydrated';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { safeRedirect } from '../../../utils/route-path';
import { login } from '../../../utils/session-actions';
import { AuthInput } from '../components/auth-input';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaField } from '../components/captcha-field';
import { useCaptcha } from '../hooks/use-captcha';
import { readRemembered, writeRemembered } from '../utils/remember-me';

type Field = 'identifier' | 'password' | 'code';
type Errors = Partial<Record<Field, string>>;

/**
 * `/login`: identifier (user name, e-mail or phone), password, captcha, remember me.
 * Plain React in antd's look, not antd: the first page of the day downloads a third
 * of what it would with antd's form (docs/benchmarks.md).
 */
export default function LoginPage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const primary = useAppSelector((state) => state.settings.theme);
  const captcha = useCaptcha();
  // Prerendered: the first render is the build's HTML, without what only this browser knows.
  const hydrated = useHydrated();
  const [remembered] = useState(readRemembered);
  const [identifier, setIdentifier] = useState(hydrated ? (remembered?.identifier ?? '') : '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(hydrated && remembered !== null);
  const rememberRef = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    identifier: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };

  const submitRef = useRef<HTMLButtonElement>(null);
  const hydration = useRef(!hydrated);
  // The HTML's button waits for React; it works from the hydration's commit on, before
  // the state follows (useHydrated's update comes after the first frame).
  useLayoutEffect(() => {
    if (hydration.current && submitRef.current) submitRef.current.disabled = false;
  }, []);
  // After hydration: what was typed into the HTML before its script ran (React keeps it on
  // screen, not in state), else the remembered identifier. Read in the hydration's own
  // effects: the next render sets the inputs to the state's values.
  useEffect(() => {
    if (!hydration.current) return;
    hydration.current = false;
    const typed = refs.identifier.current?.value ?? '';
    setIdentifier(typed || (remembered?.identifier ?? ''));
    setPassword(refs.password.current?.value ?? '');
    setRememberMe(remembered !== null || rememberRef.current?.checked === true);
  }, []);

  const validate = (): Errors => ({
    ...(identifier.trim() === '' ? { identifier: t('identifierRequired') } : {}),
    ...(password === '' ? { password: t('passwordRequired') } : {}),
    ...(captcha.enabled && code.trim() === '' ? { code: t('codeRequired') } : {}),
  });
  const errors = validate();
  // A field shows its message once it was changed or a send was tried, as antd's Form does.
  const shown = (field: Field) => (touched[field] ? (errors[field] ?? null) : null);
  const change = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTouched({ identifier: true, password: true, code: true });
    const firstInvalid = (['identifier', 'password', 'code'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await login(dispatch, {
        identifier: identifier.trim(),
        password,
        ...(captcha.enabled ? { code: code.trim(), uuid: captcha.uuid ?? '' } : {}),
      });
      writeRemembered(rememberMe ? { identifier: identifier.trim() } : null);
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      // A used captcha is worthless.
      if (captcha.enabled) {
        setCode('');
        setTouched((current) => ({ ...current, code: false }));
        captcha.refresh();
      }
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title={t('loginTitle')}
      style={{ '--auth-primary': hydrated ? primary : DEFAULT_SETTINGS.theme }}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="login-form">
        {failure && (
          <div className="auth-alert" role="alert" data-testid="login-failure">
            {failure}
          </div>
        )}
        <AuthInput
          inputRef={refs.identifier}
          icon={UserOutlined}
          name="identifier"
          value={identifier}
          onChange={change('identifier', setIdentifier)}
          error={shown('identifier')}
          placeholder={t('identifier')}
          autoComplete="username"
          maxLength={100}
        />
        <AuthInput
          inputRef={refs.password}
          icon={LockOutlined}
          name="password"
          password
          value={password}
          onChange={change('password', setPassword)}
          error={shown('password')}
          placeholder={t('password')}
          autoComplete="current-password"
          maxLength={50}
        />
        {captcha.enabled && (
          <CaptchaField
            inputRef={refs.code}
            value={code}
            onChange={change('code', setCode)}
            error={shown('code')}
            img={captcha.img}
            loading={captcha.loading}
            loadError={captcha.error}
            onRefresh={captcha.refresh}
          />
        )}
        <div className="auth-row">
          <label className="auth-check">
            <input
              ref={rememberRef}
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            <span>{t('rememberMe')}</span>
          </label>
          <Link to="/forgot-password">{t('forgotPassword')}</Link>
        </div>
        <button
          ref={submitRef}
          type="submit"
          className="auth-submit"
          aria-busy={submitting}
          // Before hydration a press would send the form as a page load, fields in the URL.
          disabled={submitting || !hydrated}
          data-testid="login-submit"
        >
          {submitting && <span className="auth-spinner" aria-hidden="true" />}
          {submitting ? t('loggingIn') : t('login')}
        </button>
        <div className="auth-row auth-row-end">
          <Link to="/register">{t('registerNow')}</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
