import { useAppDispatch } from '@agency/shared/features/store/hooks/typed-hooks';
import { setToken } from '@agency/shared/features/store/slices/session-slice';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDevCaptchaQuery, useDevLoginMutation } from './dev-auth-api';

interface LoginValues {
  identifier: string;
  password: string;
  code?: string;
}

/** A minimal sign-in against the API server (through the dev server's proxy). */
export function DevLogin({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const dispatch = useAppDispatch();
  const { data: captcha, refetch } = useDevCaptchaQuery();
  const [login, { isLoading }] = useDevLoginMutation();

  const submit = async (values: LoginValues) => {
    const result = await login({ ...values, uuid: captcha?.uuid });
    if ('data' in result && result.data) dispatch(setToken(result.data));
    else void refetch();
  };

  return (
    <Card title={t('dev.login.title')} style={{ maxWidth: 400, margin: '80px auto' }}>
      <Form<LoginValues> layout="vertical" name="dev-login" onFinish={submit}>
        <Form.Item
          name="identifier"
          label={t('dev.login.identifier')}
          rules={[{ required: true, message: t('dev.login.identifierRequired') }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('dev.login.password')}
          rules={[{ required: true, message: t('dev.login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {captcha?.captchaEnabled && (
          <Form.Item label={t('dev.login.code')} required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item
                name="code"
                noStyle
                rules={[{ required: true, message: t('dev.login.codeRequired') }]}
              >
                <Input />
              </Form.Item>
              {captcha.img && (
                <img
                  src={`data:image/gif;base64,${captcha.img}`}
                  alt={t('dev.login.refreshCaptcha')}
                  title={t('dev.login.refreshCaptcha')}
                  style={{ height: 32, cursor: 'pointer' }}
                  onClick={() => void refetch()}
                />
              )}
            </div>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('dev.login.submit')}
        </Button>
      </Form>
    </Card>
  );
}
