import { Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../utils/account-validation';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useUpdateProfileMutation } from '../api/profile-api';
import type { ProfileUpdate, ProfileUser } from '../types/profile-types';
import { ProfileTabForm } from './profile-tab-form';

/** Basic details: nickname, phone, e-mail, sex. */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'profile' });
  const [form] = Form.useForm<ProfileUpdate>();
  const [update, { isLoading }] = useUpdateProfileMutation();

  useEffect(() => {
    form.setFieldsValue({
      nickName: user.nickName,
      phonenumber: user.phonenumber,
      email: user.email,
      sex: user.sex,
    });
  }, [form, user]);

  return (
    <ProfileTabForm<ProfileUpdate>
      form={form}
      testId="profile-form"
      save={(values) => update({ ...values, nickName: values.nickName.trim() }).unwrap()}
      savedText={t('saved')}
      submitText={t('save')}
      submitting={isLoading}
    >
      <Form.Item
        name="nickName"
        label={t('nickName')}
        rules={[{ required: true, whitespace: true, message: t('nickNameRequired') }, { max: 30 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('phone')}
        rules={[
          { required: true, whitespace: true, message: t('phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('email')}
        rules={[
          { required: true, whitespace: true, message: t('emailRequired') },
          { pattern: EMAIL_PATTERN, message: t('emailInvalid') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="sex" label={t('sex')}>
        <Radio.Group
          options={[
            { value: '0', label: t('male') },
            { value: '1', label: t('female') },
            { value: '2', label: t('unknown') },
          ]}
        />
      </Form.Item>
    </ProfileTabForm>
  );
}
