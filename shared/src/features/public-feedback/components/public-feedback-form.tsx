import { useTranslation } from 'react-i18next';
import type { WireBody } from '../../../api/wire';
import { PublicForm } from '../../public-ui/components/public-form';
import { PublicTextFields } from '../../public-ui/components/public-text-fields';
import { usePublicForm } from '../../public-ui/hooks/use-public-form';
import { checkTextFields, type PublicTextSpec } from '../../public-ui/utils/check-text';
import { fetchPublic } from '../../request/api/fetch-request';
import type { AjaxResult } from '../../request/types/envelope';
import { registerPublicFeedbackLocales } from '../locales/register-public-feedback-locales';

/** What the public pages' feedback form sends. */
export type PublicFeedbackInput = WireBody<'/public/feedback', 'post'>;

registerPublicFeedbackLocales();

type Values = Pick<PublicFeedbackInput, 'visitorName' | 'contact' | 'content'>;

const FIELDS: readonly PublicTextSpec<Values>[] = [
  { name: 'visitorName', key: 'name', max: 64, autoComplete: 'name' },
  { name: 'contact', key: 'contact', max: 100, autoComplete: 'tel' },
  { name: 'content', key: 'content', max: 1000, rows: 3 },
];

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
  const form = usePublicForm<Values>({
    initial: { visitorName: '', contact: '', content: '' },
    validate: (values) => checkTextFields(values, FIELDS, t),
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
        <PublicTextFields form={form} fields={FIELDS} t={t} />
      </PublicForm>
    </section>
  );
}
