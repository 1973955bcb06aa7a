import { GiftOutlined, LockOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useRegisterMutation } from '../../../api/auth-api';
import { FeedbackProvider } from '../../../components/feedback-provider';
import type { RegisterBody } from '../../../types/auth-types';
import { PASSWORD_LENGTH, PHONE_PATTERN, USERNAME_LENGTH } from '../../../utils/account-validation';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { AuthLayout } from '../components/auth-layout';
import { ConfirmPasswordField } from '../components/confirm-password-field';
import { EmailCodeField } from '../components/email-code-field';
import { EmailField } from '../components/email-field';

/** The form has the body's fields, as typed (trimmed when sent). */
type RegisterForm = RegisterBody;

/** `/register`: the rules of spec section 5; an invitation code decides the new user's roles. */
export default function RegisterPage() {
  return (
    <FeedbackProvider>
      <RegisterPageContent />
    </FeedbackProvider>
  );
}

/** The form inside antd's `App`, whose modal confirms the registration. */
function RegisterPageContent() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  // A registration link from the invitation-code screen carries the code: `/register?code=...`.
  const [searchParams] = useSearchParams();
  const linkedCode = searchParams.get('code')?.trim().slice(0, 32) ?? '';
  const [register, { isLoading }] = useRegisterMutation();

  const onFinish = async (values: RegisterForm) => {
    try {
      await register({
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        phonenumber: values.phonenumber.trim(),
        email: values.email.trim(),
        inviteCode: values.inviteCode.trim(),
        emailCode: values.emailCode.trim(),
      }).unwrap();
      modal.success({
        title: t('registerSuccessTitle'),
        content: t('registerSuccess', { username: values.username.trim() }),
        okText: t('goToLogin'),
        onOk: () => navigate('/login', { replace: true }),
      });
    } catch {
      // the request client shows the server's reason
    }
  };

  return (
    <AuthLayout title={t('registerTitle')} width={440}>
      <Form<RegisterForm>
        form={form}
        size="large"
        onFinish={onFinish}
        initialValues={{ inviteCode: linkedCode }}
        data-testid="register-form"
      >
        <Form.Item
          name="username"
          rules={[
            { required: true, whitespace: true, message: t('usernameRequired') },
            {
              min: USERNAME_LENGTH.min,
              max: USERNAME_LENGTH.max,
              message: t('usernameLength', USERNAME_LENGTH),
            },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder={t('username')} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: t('passwordRequired') },
            {
              min: PASSWORD_LENGTH.min,
              max: PASSWORD_LENGTH.max,
              message: t('passwordLength', PASSWORD_LENGTH),
            },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder={t('password')} autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordField />
        <Form.Item
          name="phonenumber"
          rules={[
            { required: true, whitespace: true, message: t('phoneRequired') },
            { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
          ]}
        >
          <Input prefix={<PhoneOutlined />} placeholder={t('phone')} autoComplete="tel" />
        </Form.Item>
        <EmailField />
        <EmailCodeField form={form} purpose="register" />
        <Form.Item
          name="inviteCode"
          rules={[{ required: true, whitespace: true, message: t('inviteCodeRequired') }]}
        >
          <Input prefix={<GiftOutlined />} placeholder={t('inviteCode')} autoComplete="off" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="register-submit">
            {t('register')}
          </Button>
        </Form.Item>
        <Flex justify="flex-end">
          <Link to="/login">{t('haveAccount')}</Link>
        </Flex>
      </Form>
    </AuthLayout>
  );
}
