import { STRONG_PASSWORD_PATTERN } from '@agency/shared/features/account/utils/password-policy';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameAsField } from '../../../utils/account-validation';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useUpdatePasswordMutation } from '../api/profile-api';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change: old password, new password (the policy of spec section 5) twice. */
export function PasswordForm() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'profile' });
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const [update, { isLoading }] = useUpdatePasswordMutation();

  return (
    <Form<PasswordForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={async ({ oldPassword, newPassword }) => {
        try {
          await update({ oldPassword, newPassword }).unwrap();
          form.resetFields();
          void message.success(t('passwordChanged'));
        } catch {
          // the request client shows why
        }
      }}
      data-testid="password-form"
    >
      <Form.Item
        name="oldPassword"
        label={t('oldPassword')}
        rules={[{ required: true, message: t('oldPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('newPassword')}
        rules={[
          { required: true, message: t('newPasswordRequired') },
          { pattern: STRONG_PASSWORD_PATTERN, message: tc('account.passwordHint') },
        ]}
        extra={tc('account.passwordHint')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('confirmPasswordRequired') },
          sameAsField('newPassword', t('passwordMismatch')),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('changePassword')}
      </Button>
    </Form>
  );
}
