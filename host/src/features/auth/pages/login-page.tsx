import { useAppDispatch } from '@agency/shared/features/store/hooks/typed-hooks';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox/Checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import { safeRedirect } from '../../router/utils/path';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaField } from '../components/captcha-field';
import { useCaptcha } from '../hooks/use-captcha';
import { readRemembered, writeRemembered } from '../utils/remember-me';
import { login } from '../utils/session-actions';

interface LoginForm {
  identifier: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

/** `/login`: identifier (user name, e-mail or phone), password, captcha, remember me. */
export default function LoginPage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<LoginForm>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const remembered = readRemembered();

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    try {
      await login(dispatch, {
        identifier: values.identifier.trim(),
        password: values.password,
        ...(captcha.enabled ? { code: values.code?.trim() ?? '', uuid: captcha.uuid ?? '' } : {}),
      });
      writeRemembered(values.rememberMe ? { identifier: values.identifier.trim() } : null);
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch {
      // The request client has shown the server's message; a used captcha is worthless.
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        captcha.refresh();
      }
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('loginTitle')}>
      <Form<LoginForm>
        form={form}
        size="large"
        onFinish={onFinish}
        initialValues={{ identifier: remembered?.identifier ?? '', rememberMe: remembered !== null }}
        data-testid="login-form"
      >
        <Form.Item
          name="identifier"
          rules={[{ required: true, whitespace: true, message: t('identifierRequired') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('identifier')}
            autoComplete="username"
            maxLength={100}
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
          <Password
            prefix={<LockOutlined />}
            placeholder={t('password')}
            autoComplete="current-password"
            maxLength={50}
          />
        </Form.Item>
        {captcha.enabled && (
          <CaptchaField img={captcha.img} loading={captcha.loading} onRefresh={captcha.refresh} />
        )}
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{t('rememberMe')}</Checkbox>
          </Form.Item>
          <Link to="/forgot-password">{t('forgotPassword')}</Link>
        </Flex>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            {submitting ? t('loggingIn') : t('login')}
          </Button>
        </Form.Item>
        <Flex justify="flex-end">
          <Link to="/register">{t('registerNow')}</Link>
        </Flex>
      </Form>
    </AuthLayout>
  );
}
