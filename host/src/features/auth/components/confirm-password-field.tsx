import { LockOutlined } from '@ant-design/icons';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { sameAsField } from '../../../utils/account-validation';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** The new password typed again, checked against the form's `password` field. */
export function ConfirmPasswordField() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  return (
    <Form.Item
      name="confirmPassword"
      dependencies={['password']}
      rules={[
        { required: true, message: t('confirmPasswordRequired') },
        sameAsField('password', t('passwordMismatch')),
      ]}
    >
      <Input.Password
        prefix={<LockOutlined />}
        placeholder={t('confirmPassword')}
        autoComplete="new-password"
      />
    </Form.Item>
  );
}
