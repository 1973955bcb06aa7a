import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Drawer, Form, Row as GridRow, Modal, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldLimits } from '../../../api/field-limits';
import { getNotifier } from '../../request/api/notifier';
import { fieldErrorsOf } from '../../request/utils/field-errors';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '../../responsive/utils/breakpoints';
import type { ResourceDefinition } from '../types/resource-definition';
import type { ResourceField } from '../types/resource-field';
import { fieldRules, fieldWithLimits } from '../utils/field-rules';
import { formFieldsOf, formValuesToBody, rowToFormValues } from '../utils/form-values';
import { FieldControl } from './field-control';

export interface ResourceFormProps<Row, Input> {
  definition: ResourceDefinition<Row, Input>;
  /** The row to edit; none to add. */
  row?: Row;
  /** Values a new row starts with beyond the declared ones (the parent of "add below"). */
  initial?: Record<string, unknown>;
  onClose: () => void;
}

const WIDE_TYPES = new Set(['textarea', 'images', 'video', 'file', 'richText']);

interface FormFieldProps<Row> {
  field: ResourceField<Row>;
  /** The field's limits in the server's schema. */
  limits: FieldLimits | undefined;
  ns: string;
  editing: boolean;
  rowId?: number | string;
}

/** A field with `visibleWhen` follows the form's values; its value is dropped while hidden. */
function FormField<Row>(props: FormFieldProps<Row>) {
  const visibleWhen = props.field.form ? props.field.form.visibleWhen : undefined;
  if (!visibleWhen) return <VisibleFormField {...props} />;
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (visibleWhen(form.getFieldsValue(true)) ? <VisibleFormField {...props} /> : null)}
    </Form.Item>
  );
}

function VisibleFormField<Row>({ field: declared, limits, ns, editing, rowId }: FormFieldProps<Row>) {
  const { t } = useTranslation([ns, 'common']);
  const field = fieldWithLimits(declared, limits);
  const rules = fieldRules(declared, limits, t);
  const spec = field.form || undefined;
  const wide = WIDE_TYPES.has(field.type ?? 'text');
  const span = spec?.span ?? (wide ? 24 : 12);
  const disabled = editing && spec?.readOnlyOnEdit;
  return (
    <Col xs={24} md={span}>
      <Form.Item
        name={field.key}
        label={t(field.label)}
        preserve={!spec?.visibleWhen}
        rules={disabled ? [] : rules}
        validateFirst
        extra={typeof spec?.extra === 'function' ? spec.extra(t) : spec?.extra ? t(spec.extra) : undefined}
      >
        {spec?.render ? (
          spec.render({ disabled, rowId })
        ) : (
          <FieldControl
            field={field}
            ns={ns}
            purpose="form"
            disabled={disabled}
            placeholder={spec?.placeholder ? t(spec.placeholder) : undefined}
          />
        )}
      </Form.Item>
    </Col>
  );
}

/**
 * The add/edit form of a resource, from its fields' `form` descriptions, in a
 * dialog or a drawer: antd validation, the server's field errors on the right
 * fields, success messages, and the list refreshed through the cache tags.
 */
export function ResourceForm<Row, Input>({
  definition,
  row,
  initial,
  onClose,
}: ResourceFormProps<Row, Input>) {
  const { ns, api, fields } = definition;
  const { t } = useTranslation([ns, 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const [form] = Form.useForm<Record<string, unknown>>();
  const editing = row !== undefined;
  const id = editing ? ((row as Record<string, unknown>)[api.options.idKey] as number | string) : undefined;
  const fetchOnEdit = definition.form?.fetchOnEdit !== false;
  const {
    data: fetched,
    isFetching,
    isError,
  } = api.useGet(editing && fetchOnEdit ? (id as number) : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [add, addState] = api.useAdd();
  const [update, updateState] = api.useUpdate();
  const current = editing ? (fetchOnEdit ? fetched : row) : undefined;
  const loading = editing && fetchOnEdit && (isFetching || !fetched) && !isError;
  const visibleFields = useMemo(() => formFieldsOf(fields, editing), [fields, editing]);
  const initialValues = useMemo(
    () => ({ ...rowToFormValues(visibleFields, current), ...(current ? {} : initial) }),
    [visibleFields, current, initial],
  );

  const submit = async (values: Record<string, unknown>) => {
    const body = formValuesToBody(visibleFields, values);
    const input = definition.form?.toInput
      ? definition.form.toInput(body, current)
      : ({ ...body, ...(editing ? { [api.options.idKey]: id } : {}) } as Input);
    const result = editing ? await update(input) : await add(input);
    if ('error' in result) {
      // The request client has shown the message; put field errors where they belong.
      const errors = fieldErrorsOf(result.error).filter((item) =>
        visibleFields.some((f) => f.key === item.field),
      );
      if (errors.length) form.setFields(errors.map((item) => ({ name: item.field, errors: [item.message] })));
      return;
    }
    const texts = definition.texts ?? {};
    getNotifier().success(
      t(
        editing
          ? (texts.editSuccess ?? 'common:resource.editSuccess')
          : (texts.addSuccess ?? 'common:resource.addSuccess'),
      ),
    );
    onClose();
  };

  const title = editing
    ? t(definition.texts?.editTitle ?? 'common:resource.editTitle')
    : t(definition.texts?.addTitle ?? 'common:resource.addTitle');
  const saving = addState.isLoading || updateState.isLoading;
  const body = (
    <Spin spinning={loading}>
      {!loading && (
        <Form<Record<string, unknown>>
          form={form}
          name={`${definition.key.replace(/\W/g, '-')}-form`}
          layout="vertical"
          scrollToFirstError
          initialValues={initialValues}
          onFinish={submit}
        >
          <GridRow gutter={16}>
            {visibleFields.map((field) => (
              <FormField
                key={field.key}
                field={field}
                limits={definition.limits?.[field.key]}
                ns={ns}
                editing={editing}
                rowId={id}
              />
            ))}
          </GridRow>
        </Form>
      )}
    </Spin>
  );
  const buttons = (
    <Space>
      <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      <Button type="primary" loading={saving} disabled={loading} onClick={() => form.submit()}>
        {t('common:actions.save')}
      </Button>
    </Space>
  );

  if (definition.form?.as === 'drawer') {
    return (
      <Drawer
        open
        title={title}
        size={narrow ? '100%' : (definition.form.width ?? 860)}
        onClose={onClose}
        extra={buttons}
        destroyOnHidden
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open
      title={title}
      width={narrow ? '90%' : (definition.form?.width ?? 720)}
      onCancel={onClose}
      footer={buttons}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
