import { MailOutlined } from '@ant-design/icons';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '../../../utils/account-validation';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** The required e-mail field of the register and forgot-password forms (the code is sent to it). */
export function EmailField() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  return (
    <Form.Item
      name="email"
      rules={[
        { required: true, whitespace: true, message: t('emailRequired') },
        { pattern: EMAIL_PATTERN, message: t('emailInvalid') },
      ]}
    >
      <Input prefix={<MailOutlined />} placeholder={t('email')} autoComplete="email" />
    </Form.Item>
  );
}
