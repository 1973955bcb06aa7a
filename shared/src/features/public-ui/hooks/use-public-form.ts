import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../request/utils/field-errors';

type Errors<V> = Partial<Record<keyof V, string | null>>;

export interface PublicForm<V> {
  /** A field's value, its setter (which clears its message and the last outcome) and message, for its input's props. */
  bind: <K extends keyof V>(
    name: K,
  ) => { value: V[K]; onChange: (value: V[K]) => void; error?: string | null };
  submitting: boolean;
  /** Why the server refused the last sending (its message, in the visitor's language). */
  failure: string | null;
  /** What the server said to the last sending that went through. */
  done: string | null;
  /** The form's submit handler: checks the rules, then sends once. */
  onSubmit: (event: FormEvent) => void;
}

/**
 * A small form of a public page without antd's Form: values, the rules' messages under
 * the fields, one sending at a time, and the server's answer. A refusal keeps what was
 * typed and puts the server's field messages under their fields; a success empties it.
 */
export function usePublicForm<V extends object>(options: {
  initial: V;
  /** The rules: a message for each field that breaks one. */
  validate: (values: V) => Errors<V>;
  /** Sends the values; resolves to the server's message. */
  send: (values: V) => Promise<string>;
}): PublicForm<V> {
  const { initial, validate, send } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const change = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFailure(null);
    setDone(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const broken = Object.fromEntries(
      Object.entries(validate(values)).filter(([, message]) => message),
    ) as Errors<V>;
    setErrors(broken);
    if (Object.keys(broken).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    send(values)
      .then((message) => {
        setValues(initial);
        setDone(message);
      })
      .catch((error: unknown) => {
        const fields = fieldErrorsOf(error).filter((item) => item.field in values);
        setErrors(Object.fromEntries(fields.map((item) => [item.field, item.message])) as Errors<V>);
        setFailure(error instanceof Error ? error.message : String(error));
      })
      .finally(() => setSubmitting(false));
  };

  const bind = <K extends keyof V>(name: K) => ({
    value: values[name],
    onChange: (value: V[K]) => change(name, value),
    error: errors[name],
  });

  return { bind, submitting, failure, done, onSubmit };
}
