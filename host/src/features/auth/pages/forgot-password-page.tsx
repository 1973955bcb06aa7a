import { STRONG_PASSWORD_PATTERN } from '@agency/shared/features/account/utils/password-policy';
import { LockOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Steps from 'antd/es/steps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useRetrievePasswordMutation, useVerifyEmailCodeMutation } from '../../../api/auth-api';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { AuthLayout } from '../components/auth-layout';
import { ConfirmPasswordField } from '../components/confirm-password-field';
import { EmailCodeField } from '../components/email-code-field';
import { EmailField } from '../components/email-field';

interface VerifyForm {
  email: string;
  emailCode: string;
}

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** `/forgot-password`: verify identity by e-mail code, set a new password, done. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [identity, setIdentity] = useState<VerifyForm | null>(null);
  const [verifyForm] = Form.useForm<VerifyForm>();
  const [resetForm] = Form.useForm<ResetForm>();
  const [verify, verifyState] = useVerifyEmailCodeMutation();
  const [retrieve, retrieveState] = useRetrievePasswordMutation();

  const onVerify = async (values: VerifyForm) => {
    const body = { email: values.email.trim(), code: values.emailCode.trim() };
    try {
      await verify({ ...body, purpose: 'reset' }).unwrap();
      setIdentity({ email: body.email, emailCode: body.code });
      setStep(1);
    } catch {
      // the request client shows why
    }
  };

  const onReset = async (values: ResetForm) => {
    if (!identity) return;
    try {
      await retrieve({
        email: identity.email,
        code: identity.emailCode,
        password: values.password,
        confirmPassword: values.confirmPassword,
      }).unwrap();
      setStep(2);
    } catch {
      // the request client shows why
    }
  };

  return (
    <AuthLayout title={t('forgotTitle')} width={520}>
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('stepVerify') }, { title: t('stepReset') }, { title: t('stepDone') }]}
      />
      {step === 0 && (
        <Form<VerifyForm> form={verifyForm} size="large" onFinish={onVerify} data-testid="verify-form">
          <EmailField />
          <EmailCodeField form={verifyForm} purpose="reset" />
          <Button type="primary" htmlType="submit" block loading={verifyState.isLoading}>
            {t('next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form<ResetForm> form={resetForm} size="large" onFinish={onReset} data-testid="reset-form">
          <Alert type="info" showIcon title={tc('account.passwordHint')} style={{ marginBottom: 16 }} />
          <Form.Item
            name="password"
            rules={[
              { required: true, message: t('newPasswordRequired') },
              { pattern: STRONG_PASSWORD_PATTERN, message: tc('account.passwordHint') },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('newPassword')}
              autoComplete="new-password"
            />
          </Form.Item>
          <ConfirmPasswordField />
          <Flex gap={8}>
            <Button onClick={() => setStep(0)}>{t('previous')}</Button>
            <Button type="primary" htmlType="submit" style={{ flex: 1 }} loading={retrieveState.isLoading}>
              {t('resetSubmit')}
            </Button>
          </Flex>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('resetDoneTitle')}
          subTitle={t('resetDone')}
          extra={
            <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
              {t('goToLogin')}
            </Button>
          }
        />
      )}
      {step < 2 && (
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Link to="/login">{t('backToLogin')}</Link>
        </Flex>
      )}
    </AuthLayout>
  );
}
