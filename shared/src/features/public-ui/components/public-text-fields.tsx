import type { PublicForm } from '../hooks/use-public-form';
import type { PublicFormT, PublicTextSpec } from '../utils/check-text';
import { PublicTextField } from './public-text-field';

export interface PublicTextFieldsProps<V> {
  form: PublicForm<V>;
  fields: readonly PublicTextSpec<V>[];
  t: PublicFormT;
}

/** A public form's required text fields, in order, labelled from their keys (see PublicTextSpec). */
export function PublicTextFields<V>({ form, fields, t }: PublicTextFieldsProps<V>) {
  return fields.map((field) => {
    const bound = form.bind(field.name);
    return (
      <PublicTextField
        key={field.name}
        label={t(field.key)}
        value={String(bound.value)}
        onChange={(value) => bound.onChange(value as V[typeof field.name])}
        error={bound.error}
        maxLength={field.max}
        autoComplete={field.autoComplete}
        rows={field.rows}
        placeholder={t(`${field.key}Placeholder`)}
      />
    );
  });
}
