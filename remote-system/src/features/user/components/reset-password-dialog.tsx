import { STRONG_PASSWORD_PATTERN } from '@agency/shared/features/account/utils/password-policy';
import { FormDialog } from '@agency/shared/features/form-dialog/components/form-dialog';
import { Form, Input } from 'antd';
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
  const [resetPassword, { isLoading }] = useResetUserPasswordMutation();

  return (
    <FormDialog<Values>
      title={t('user.resetPwd.title', { name: user.userName })}
      formName="user-reset-password"
      okText={t('common:actions.save')}
      send={({ password }) => resetPassword({ userId: user.userId, password })}
      busy={isLoading}
      successMessage={t('user.resetPwd.success', { name: user.userName })}
      onClose={onClose}
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
    </FormDialog>
  );
}
