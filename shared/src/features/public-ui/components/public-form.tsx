import type { ReactNode } from 'react';
import type { PublicForm as PublicFormState } from '../hooks/use-public-form';
import { PublicButton } from './public-button';
import './public-ui.css';

export interface PublicFormProps<V> {
  form: PublicFormState<V>;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A public page's form (`usePublicForm`): what the server said to the last sending
 * that went through, the fields, why it refused the last one, and the submit button.
 */
export function PublicForm<V>({ form, submitLabel, children }: PublicFormProps<V>) {
  return (
    <>
      {form.done && (
        <p className="pui-success" role="status">
          {form.done}
        </p>
      )}
      <form onSubmit={form.onSubmit} noValidate>
        {children}
        {form.failure && (
          <div className="pui-alert" role="alert">
            {form.failure}
          </div>
        )}
        <PublicButton variant="primary" type="submit" loading={form.submitting} block>
          {submitLabel}
        </PublicButton>
      </form>
    </>
  );
}
