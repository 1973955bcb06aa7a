import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Divider, Form, Input, Typography } from '../../public-page/components/light-antd';
import { getNotifier } from '../../request/api/notifier';
import { fieldErrorsOf } from '../../request/utils/field-errors';
import { useLeaveFeedbackMutation } from '../api/public-feedback-api';
import { registerPublicFeedbackLocales } from '../locales/register-public-feedback-locales';
import type { PublicFeedbackInput } from '../types/public-feedback';

registerPublicFeedbackLocales();

const NAME_MAX = 64;
const CONTACT_MAX = 100;
const CONTENT_MAX = 1000;

type Values = Pick<PublicFeedbackInput, 'visitorName' | 'contact' | 'content'>;

export interface PublicFeedbackFormProps {
  subjectType: PublicFeedbackInput['subjectType'];
  subjectId: number;
}

/**
 * "Ask the agency" on a public house or car page: name, contact and message, no login.
 * The server limits how many an address may send and says so in the visitor's language;
 * its field messages show under the fields, and nothing typed is lost on a refusal.
 */
export function PublicFeedbackForm({ subjectType, subjectId }: PublicFeedbackFormProps) {
  const { t } = useTranslation('common', { keyPrefix: 'publicFeedback' });
  const [form] = Form.useForm<Values>();
  const [leaveFeedback, { isLoading }] = useLeaveFeedbackMutation();
  const [sent, setSent] = useState(false);

  const submit = async (values: Values) => {
    const body = {
      subjectType,
      subjectId,
      visitorName: values.visitorName.trim(),
      contact: values.contact.trim(),
      content: values.content.trim(),
    };
    const result = await leaveFeedback(body);
    if ('error' in result) {
      // The request client has shown why (e.g. too many messages from this address).
      const errors = fieldErrorsOf(result.error).filter((item) => item.field in values);
      if (errors.length)
        form.setFields(errors.map((item) => ({ name: item.field as keyof Values, errors: [item.message] })));
      return;
    }
    getNotifier().success(result.data.msg || t('sent'));
    form.resetFields();
    setSent(true);
  };

  const tooLong = (max: number) => ({ max, message: t('tooLong', { max }) });
  return (
    <section className="public-feedback" data-testid="public-feedback">
      <Divider />
      <Typography.Title level={5}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {sent && (
        <Typography.Paragraph type="success" role="status">
          {t('sent')}
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setSent(false)}
      >
        <Form.Item
          name="visitorName"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, tooLong(NAME_MAX)]}
        >
          <Input maxLength={NAME_MAX} autoComplete="name" placeholder={t('namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('contact')}
          rules={[{ required: true, whitespace: true, message: t('contactRequired') }, tooLong(CONTACT_MAX)]}
        >
          <Input maxLength={CONTACT_MAX} autoComplete="tel" placeholder={t('contactPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('content')}
          rules={[{ required: true, whitespace: true, message: t('contentRequired') }, tooLong(CONTENT_MAX)]}
        >
          <Input.TextArea rows={3} maxLength={CONTENT_MAX} showCount placeholder={t('contentPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {t('submit')}
        </Button>
      </Form>
    </section>
  );
}
