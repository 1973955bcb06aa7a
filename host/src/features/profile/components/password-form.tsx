import { STRONG_PASSWORD_PATTERN } from '@agency/shared/features/account/utils/password-policy';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameAsField } from '../../../utils/account-validation';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useUpdatePasswordMutation } from '../api/profile-api';
import { ProfileTabForm } from './profile-tab-form';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change: old password, new password (the policy of spec section 5) twice. */
export function PasswordForm() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'profile' });
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<PasswordForm>();
  const [update, { isLoading }] = useUpdatePasswordMutation();

  return (
    <ProfileTabForm<PasswordForm>
      form={form}
      testId="password-form"
      save={({ oldPassword, newPassword }) => update({ oldPassword, newPassword }).unwrap()}
      afterSave={() => form.resetFields()}
      savedText={t('passwordChanged')}
      submitText={t('changePassword')}
      submitting={isLoading}
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
    </ProfileTabForm>
  );
}
