import { App, Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export interface ProfileTabFormProps<V> {
  form: FormInstance<V>;
  testId: string;
  /** Sends the values; rejects when the server refuses (the request client shows why). */
  save: (values: V) => Promise<unknown>;
  /** Said once saved. */
  savedText: string;
  /** Then, e.g. empty the form. */
  afterSave?: () => void;
  submitText: string;
  submitting: boolean;
  children: ReactNode;
}

/** A form of the profile page's tabs (basic details, password): its fields, one button, "saved". */
export function ProfileTabForm<V>({
  form,
  testId,
  save,
  savedText,
  afterSave,
  submitText,
  submitting,
  children,
}: ProfileTabFormProps<V>) {
  const { message } = App.useApp();
  return (
    <Form<V>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={async (values) => {
        try {
          await save(values);
          afterSave?.();
          void message.success(savedText);
        } catch {
          // the request client shows why
        }
      }}
      data-testid={testId}
    >
      {children}
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}
