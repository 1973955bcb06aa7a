import { MailOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import type { FormInstance } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useSendEmailCodeMutation } from '../../../api/auth-api';
import type { EmailCodePurpose } from '../../../types/auth-types';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useCountdown } from '../hooks/use-countdown';

/** Seconds before another code can be asked for. */
export const RESEND_SECONDS = 60;

interface EmailCodeFieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: the field works in any form that has an `email` field
  form: FormInstance<any>;
  purpose: EmailCodePurpose;
}

/** The e-mail verification code with its "send code" button (checks the e-mail field first). */
export function EmailCodeField({ form, purpose }: EmailCodeFieldProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const [sendCode, { isLoading }] = useSendEmailCodeMutation();
  const { remaining, start } = useCountdown(RESEND_SECONDS);

  const send = async () => {
    let email: string;
    try {
      const values = (await form.validateFields(['email'])) as { email: string };
      email = values.email.trim();
    } catch {
      return;
    }
    try {
      await sendCode({ email, purpose }).unwrap();
      start();
      form.setFields([{ name: 'emailCode', errors: [] }]);
    } catch {
      // the request client shows why
    }
  };

  return (
    <Flex gap={8} align="flex-start">
      <Form.Item
        name="emailCode"
        style={{ flex: 1 }}
        rules={[{ required: true, whitespace: true, message: t('emailCodeRequired') }]}
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={t('emailCode')}
          autoComplete="one-time-code"
          maxLength={10}
        />
      </Form.Item>
      <Button onClick={send} loading={isLoading} disabled={remaining > 0} data-testid="send-email-code">
        {remaining > 0 ? t('resendIn', { seconds: remaining }) : t('sendCode')}
      </Button>
    </Flex>
  );
}
