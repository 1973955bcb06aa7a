import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { FieldLimits } from '../../../api/field-limits';
import type { ResourceField } from '../types/resource-field';

const NUMERIC_TYPES = new Set(['number', 'integer', 'money', 'percent']);
const TEXT_TYPES = new Set(['text', 'textarea']);

/**
 * The field with the limits it does not declare itself taken from the server's schema
 * (`definition.limits`): the input's length counter and the number bounds follow the API.
 */
export function fieldWithLimits<Row>(
  field: ResourceField<Row>,
  limits: FieldLimits | undefined,
): ResourceField<Row> {
  if (!limits) return field;
  const numeric = NUMERIC_TYPES.has(field.type ?? 'text');
  const textual = TEXT_TYPES.has(field.type ?? 'text');
  return {
    ...field,
    maxLength: field.maxLength ?? (textual ? limits.maxLength : undefined),
    min: field.min ?? (numeric ? limits.minimum : undefined),
    max: field.max ?? (numeric ? limits.maximum : undefined),
  };
}

/**
 * The antd rules of a form field: required, length, range and pattern from what the field
 * declares, else from the server's schema (`limits`), with the kit's translated messages or
 * the screen's own (`form.messages`). `t` is bound to the resource's namespace and `common`.
 */
export function fieldRules<Row>(
  declared: ResourceField<Row>,
  limits: FieldLimits | undefined,
  t: TFunction,
): Rule[] {
  const field = fieldWithLimits(declared, limits);
  const spec = field.form || undefined;
  const messages = spec?.messages ?? {};
  const label = t(field.label);
  const textual = TEXT_TYPES.has(field.type ?? 'text');
  const numeric = NUMERIC_TYPES.has(field.type ?? 'text');
  const rules: Rule[] = [];
  if (spec?.required ?? limits?.required) {
    const message = spec?.requiredMessage
      ? t(spec.requiredMessage)
      : t('common:resource.required', { label });
    // Any key beside `required` makes async-validator check the value as a string,
    // so a number in an integer field failed; `whitespace` is for text only.
    rules.push(textual ? { required: true, whitespace: true, message } : { required: true, message });
  }
  // A minimum length of 1 is what `required` says already.
  const minLength = textual && (limits?.minLength ?? 0) > 1 ? limits?.minLength : undefined;
  if (field.maxLength || minLength) {
    const fallback = minLength ? 'common:resource.lengthRange' : 'common:resource.tooLong';
    rules.push({
      min: minLength,
      max: field.maxLength,
      message: t(messages.length ?? fallback, { label, min: minLength, max: field.maxLength ?? '∞' }),
    });
  }
  if (textual && limits?.pattern)
    rules.push({
      pattern: new RegExp(limits.pattern),
      message: t(messages.pattern ?? 'common:resource.badFormat', { label }),
    });
  // The screen's own rules replace the generic bounds message.
  if (spec?.rules) return [...rules, ...spec.rules(t)];
  if (numeric && (field.min !== undefined || field.max !== undefined)) {
    rules.push({
      type: 'number',
      min: field.min,
      max: field.max,
      message: t(messages.range ?? 'common:resource.outOfRange', {
        label,
        min: field.min ?? '-∞',
        max: field.max ?? '∞',
      }),
    });
  }
  return rules;
}
