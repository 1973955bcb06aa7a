import { useTranslation } from 'react-i18next';
import { PublicForm } from '../../public-ui/components/public-form';
import { PublicTextField } from '../../public-ui/components/public-text-field';
import { usePublicForm } from '../../public-ui/hooks/use-public-form';
import { checkText } from '../../public-ui/utils/check-text';
import { fetchPublic } from '../../request/api/fetch-request';
import type { AjaxResult } from '../../request/types/envelope';
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
  const tooLong = (length: number) => ({ length, message: t('tooLong', { max: length }) });
  const form = usePublicForm<Values>({
    initial: { visitorName: '', contact: '', content: '' },
    validate: (values) => ({
      visitorName: checkText(values.visitorName, { required: t('nameRequired'), max: tooLong(NAME_MAX) }),
      contact: checkText(values.contact, { required: t('contactRequired'), max: tooLong(CONTACT_MAX) }),
      content: checkText(values.content, { required: t('contentRequired'), max: tooLong(CONTENT_MAX) }),
    }),
    send: async (values) => {
      const body: PublicFeedbackInput = {
        subjectType,
        subjectId,
        visitorName: values.visitorName.trim(),
        contact: values.contact.trim(),
        content: values.content.trim(),
      };
      await fetchPublic<AjaxResult>('/public/feedback', { method: 'POST', body });
      return t('sent');
    },
  });

  return (
    <section className="public-feedback" data-testid="public-feedback">
      <hr className="pui-divider" />
      <h5>{t('title')}</h5>
      <p className="pui-secondary">{t('intro')}</p>
      <PublicForm form={form} submitLabel={t('submit')}>
        <PublicTextField
          label={t('name')}
          {...form.bind('visitorName')}
          maxLength={NAME_MAX}
          autoComplete="name"
          placeholder={t('namePlaceholder')}
        />
        <PublicTextField
          label={t('contact')}
          {...form.bind('contact')}
          maxLength={CONTACT_MAX}
          autoComplete="tel"
          placeholder={t('contactPlaceholder')}
        />
        <PublicTextField
          label={t('content')}
          {...form.bind('content')}
          maxLength={CONTENT_MAX}
          rows={3}
          placeholder={t('contentPlaceholder')}
        />
      </PublicForm>
    </section>
  );
}
