import { FieldControl } from '@agency/shared/features/resource/components/field-control';
import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import { Col, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CROSS_FIELD_RULES, filled } from '../fields/house-form-rules';
import type { HouseRoom } from '../types/house-room';

const WIDE = new Set(['textarea', 'images', 'video', 'file', 'richText']);

export interface HouseFormFieldProps {
  field: ResourceField<HouseRoom>;
  /** True while a draft is being saved: required fields may stay empty. */
  isDraft: () => boolean;
}

/**
 * One input of the house form from its field's `form` description. Required
 * fields are checked unless the house is saved as a draft; what is typed is
 * always checked (ranges, layout 1-9, prices and what they need).
 */
export function HouseFormField({ field, isDraft }: HouseFormFieldProps) {
  const { t } = useTranslation(['house', 'common']);
  const spec = field.form || undefined;
  const label = t(field.label);
  const cross = CROSS_FIELD_RULES[field.key];
  const rules = useMemo<Rule[]>(() => {
    const list: Rule[] = [];
    if (spec?.required) {
      const message = spec.requiredMessage
        ? t(spec.requiredMessage)
        : t('common:resource.required', { label });
      list.push({
        validator: async (_rule, value) => {
          const blank = typeof value === 'string' ? value.trim() === '' : !filled(value);
          if (blank && !isDraft()) throw new Error(message);
        },
      });
    }
    if (field.maxLength) list.push({ max: field.maxLength });
    if (spec?.rules) list.push(...spec.rules(t));
    if (cross) list.push(...cross.rules(t, isDraft));
    return list;
  }, [spec, field.maxLength, cross, t, label, isDraft]);
  const span = spec?.span ?? (WIDE.has(field.type ?? 'text') ? 24 : 12);
  return (
    <Col xs={24} md={span}>
      <Form.Item
        name={field.key}
        label={label}
        required={!!spec?.required}
        rules={rules}
        dependencies={cross?.dependencies}
      >
        {spec?.render ? (
          spec.render({})
        ) : (
          <FieldControl
            field={field}
            ns="house"
            purpose="form"
            placeholder={spec?.placeholder ? t(spec.placeholder) : undefined}
          />
        )}
      </Form.Item>
    </Col>
  );
}
