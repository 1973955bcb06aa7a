import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_LENGTH } from '../../auth/utils/validation';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import { useUpdatePasswordMutation } from '../api/profile-api';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change: old password, new password (5-20 characters) twice. */
export function PasswordForm() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'profile' });
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
          {
            min: PASSWORD_LENGTH.min,
            max: PASSWORD_LENGTH.max,
            message: t('passwordLength', PASSWORD_LENGTH),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('passwordMismatch'))),
          }),
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
