import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';

export interface DealDialogProps<Values> {
  title: string;
  /** The form's name (the ids of its inputs start with it). */
  formName: string;
  initialValues: Partial<Values>;
  /**
   * Sends the deal: an RTK Query mutation's result, `error` in it when the server
   * refused (the request client has shown the reason, so the dialog stays open).
   */
  send: (values: Values) => Promise<{ error?: unknown }>;
  /** Whether the mutation is under way. */
  busy: boolean;
  /** Shown once the deal is sent, before the dialog closes. */
  successMessage: string;
  onClose: () => void;
  /** A form of the caller's own, for fields that watch or fill others. */
  form?: FormInstance<Values>;
  /** The deal's fields (`Form.Item`s). */
  children: ReactNode;
}

/**
 * A dialog that records one deal on a row (rent out a house, lease out or sell a
 * vehicle): a vertical form with the module's fields, confirm and cancel, busy while
 * the mutation runs, a success message and close when the server took it.
 */
export function DealDialog<Values>({
  title,
  formName,
  initialValues,
  send,
  busy,
  successMessage,
  onClose,
  form: ownForm,
  children,
}: DealDialogProps<Values>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<Values>(ownForm);

  const submit = async (values: Values) => {
    const result = await send(values);
    if ('error' in result) return;
    getNotifier().success(successMessage);
    onClose();
  };

  return (
    <Modal
      open
      title={title}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
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
