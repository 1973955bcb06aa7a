import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';

export interface FormDialogProps<Values, Data> {
  title: string;
  /** The form's name (the ids of its inputs start with it). */
  formName: string;
  initialValues?: Partial<Values>;
  /** The confirm button's text (default "Confirm"). */
  okText?: string;
  /**
   * Sends the values: an RTK Query mutation's result, `error` in it when the server
   * refused (the request client has shown the reason, so the dialog stays open).
   */
  send: (values: Values) => Promise<{ data: Data } | { error: unknown }>;
  /** Whether the mutation is under way. */
  busy: boolean;
  /** Shown once the server took the values, given its answer. */
  successMessage: string | ((data: Data) => string);
  /** After the success message; by default the dialog closes. */
  onSent?: (data: Data) => void;
  /** When the server refused, e.g. to put its field errors beside their fields. */
  onRefused?: (error: unknown) => void;
  onClose: () => void;
  /** A form of the caller's own, for fields that watch or fill others. */
  form?: FormInstance<Values>;
  /** Shown above the form. */
  intro?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/**
 * The kit's dialog of one form that one mutation sends (rent out a house, lease out or
 * sell a vehicle, assign an agent, reset a password, generate codes): a vertical form,
 * confirm and cancel, busy while the mutation runs, a success message, then close.
 */
export function FormDialog<Values, Data = unknown>({
  title,
  formName,
  initialValues,
  okText,
  send,
  busy,
  successMessage,
  onSent,
  onRefused,
  onClose,
  form: ownForm,
  intro,
  children,
}: FormDialogProps<Values, Data>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<Values>(ownForm);

  const submit = async (values: Values) => {
    const result = await send(values);
    if ('error' in result) {
      onRefused?.(result.error);
      return;
    }
    getNotifier().success(
      typeof successMessage === 'function' ? successMessage(result.data) : successMessage,
    );
    if (onSent) onSent(result.data);
    else onClose();
  };

  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('actions.confirm')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro}
      <Form<Values>
        form={form}
        name={formName}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
    </Modal>
  );
}
