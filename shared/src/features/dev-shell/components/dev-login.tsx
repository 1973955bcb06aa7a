import { useAppDispatch } from '@agency/shared/features/store/hooks/typed-hooks';
import { setToken, setUserInfo } from '@agency/shared/features/store/slices/session-slice';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDevCaptchaQuery, useDevLoginMutation, useLazyDevUserInfoQuery } from '../api/dev-auth-api';
import { DEV_SHELL_NAMESPACE } from '../utils/namespace';

interface LoginValues {
  identifier: string;
  password: string;
  code?: string;
}

/** A plain sign-in form against the API server behind the dev proxy. */
export function DevLogin() {
  const { t } = useTranslation(DEV_SHELL_NAMESPACE);
  const dispatch = useAppDispatch();
  const captcha = useDevCaptchaQuery();
  const [login, { isLoading }] = useDevLoginMutation();
  const [loadInfo] = useLazyDevUserInfoQuery();

  const submit = async (values: LoginValues) => {
    try {
      const token = await login({
        identifier: values.identifier.trim(),
        password: values.password,
        ...(captcha.data?.captchaEnabled ? { code: values.code ?? '', uuid: captcha.data.uuid ?? '' } : {}),
      }).unwrap();
      dispatch(setToken(token));
      const info = await loadInfo().unwrap();
      dispatch(
        setUserInfo({
          userId: info.user.userId ?? null,
          name: info.user.userName,
          avatar: info.user.avatar ?? '',
          roles: info.roles,
          permissions: info.permissions,
        }),
      );
    } catch {
      void captcha.refetch(); // the request client has shown the reason
    }
  };

  const required = [{ required: true, message: t('login.required') }];
  return (
    <Flex justify="center" style={{ paddingTop: 80 }}>
      <Card title={t('login.title')} style={{ width: 380 }}>
        <Form<LoginValues> layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="identifier" label={t('login.identifier')} rules={required}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={required}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {captcha.data?.captchaEnabled ? (
            <Form.Item name="code" label={t('login.code')} rules={required}>
              <Flex gap={8}>
                <Input />
                <img
                  src={`data:image/gif;base64,${captcha.data.img ?? ''}`}
                  alt={t('login.refreshCaptcha')}
                  title={t('login.refreshCaptcha')}
                  style={{ height: 32, cursor: 'pointer' }}
                  onClick={() => void captcha.refetch()}
                />
              </Flex>
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
