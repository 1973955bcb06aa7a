import { STRONG_PASSWORD_PATTERN } from '@agency/shared/features/account/utils/password-policy';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetUserPasswordMutation } from '../api/user-api';
import type { User } from '../types/user';

interface Values {
  password: string;
  confirm: string;
}

/** Sets a new password for a user under the password policy of spec section 5. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  const [form] = Form.useForm<Values>();
  const [resetPassword, { isLoading }] = useResetUserPasswordMutation();

  const submit = async ({ password }: Values) => {
    const result = await resetPassword({ userId: user.userId, password });
    if ('error' in result) return; // the request client has shown the reason; the entry stays
    getNotifier().success(t('user.resetPwd.success', { name: user.userName }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('user.resetPwd.title', { name: user.userName })}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="user-reset-password"
        layout="vertical"
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="password"
          label={t('user.resetPwd.password')}
          extra={t('common:account.passwordHint')}
          rules={[
            { required: true, message: t('user.rules.passwordRequired') },
            { pattern: STRONG_PASSWORD_PATTERN, message: t('common:account.passwordHint') },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.resetPwd.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('user.resetPwd.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.resetPwd.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
