import { getNotifier } from '@agency/shared/features/request/api/notifier';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import { formValuesToBody, rowToFormValues } from '@agency/shared/features/resource/utils/form-values';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Divider, Drawer, Form, Row as GridRow, Space, Spin } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { houseRoomApi } from '../api/house-room-api';
import { houseRoomFields } from '../fields/house-room-fields';
import type { HouseRoom, HouseRoomInput } from '../types/house-room';
import { HouseFormField } from './house-form-field';
import { coverOf } from './house-images-input';
import { HouseNamePreview } from './house-name-preview';

/** The form's sections and the fields in each, in order. */
const SECTIONS: { key: string; fields: string[] }[] = [
  { key: 'basic', fields: ['type', 'area', 'ownership', 'decoration', 'parking', 'orientation'] },
  {
    key: 'location',
    fields: [
      'bedrooms',
      'livingRooms',
      'bathrooms',
      'location',
      'region',
      'villageId',
      'houseNumber',
      'doorNumber',
    ],
  },
  { key: 'price', fields: ['rent', 'currency', 'timeUnit', 'salePrice', 'deposit', 'startDate'] },
  { key: 'contact', fields: ['contact', 'contactMethod', 'agent', 'agentPhone'] },
  { key: 'details', fields: ['features', 'description', 'remark'] },
  { key: 'media', fields: ['images', 'videos'] },
];

interface FieldError {
  field: string;
  message: string;
}

const fieldErrorsOf = (error: unknown): FieldError[] => {
  const body = (error as ApiError | undefined)?.body as { fieldErrors?: unknown } | undefined;
  return Array.isArray(body?.fieldErrors) ? (body.fieldErrors as FieldError[]) : [];
};

export interface HouseFormDrawerProps {
  /** The house to edit; none to add. */
  row?: HouseRoom;
  onClose: () => void;
}

/**
 * Add and edit a house in a drawer, in sections, with the name generated
 * live, the photos ordered with a cover, one video, and two saves: "Save"
 * (every rule; a draft becomes pending review) and "Save as draft" (new
 * houses and drafts only: nothing required, kept as to be completed).
 */
export function HouseFormDrawer({ row, onClose }: HouseFormDrawerProps) {
  const fields = houseRoomFields;
  const { t } = useTranslation(['house', 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const [form] = Form.useForm<Record<string, unknown>>();
  const editing = row !== undefined;
  const {
    data: current,
    isFetching,
    isError,
  } = houseRoomApi.useGet(editing ? row.id : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [add, addState] = houseRoomApi.useAdd();
  const [update, updateState] = houseRoomApi.useUpdate();
  const draftMode = useRef(false);
  const isDraft = useCallback(() => draftMode.current, []);
  const loading = editing && (isFetching || !current) && !isError;
  const formFields = useMemo(() => fields.filter((field) => field.form !== false), [fields]);
  const byKey = useMemo(() => new Map(formFields.map((field) => [field.key, field])), [formFields]);
  const initialValues = useMemo(() => {
    const values = rowToFormValues(formFields, editing ? current : undefined);
    if (editing && current) values.coverImage = current.coverImage;
    return values;
  }, [formFields, editing, current]);
  // Only a new house or a draft can be saved as a draft (the server refuses the rest).
  const canDraft = !editing || current?.status === 'toBeCompleted';

  const save = async (draft: boolean) => {
    draftMode.current = draft;
    try {
      await form.validateFields();
    } catch {
      return; // antd shows the messages beside the fields
    } finally {
      draftMode.current = false;
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body = formValuesToBody(formFields, values) as Partial<HouseRoomInput>;
    const input: HouseRoomInput = {
      ...body,
      coverImage: coverOf(body.images, values.coverImage as string | null),
      draft,
      ...(editing ? { id: row.id } : {}),
    };
    const result = editing ? await update(input) : await add(input);
    if ('error' in result) {
      // The request client has shown the message; field errors go beside their fields.
      const errors = fieldErrorsOf(result.error).filter((item) => byKey.has(item.field));
      if (errors.length) form.setFields(errors.map((item) => ({ name: item.field, errors: [item.message] })));
      return;
    }
    getNotifier().success(
      t(
        draft
          ? 'houseRoom.messages.draftSaved'
          : editing
            ? 'houseRoom.messages.editSuccess'
            : 'houseRoom.messages.addSuccess',
      ),
    );
    onClose();
  };

  const saving = addState.isLoading || updateState.isLoading;
  const buttons = (
    <Space wrap>
      <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      {canDraft && (
        <Button loading={saving} disabled={loading} onClick={() => void save(true)}>
          {t('houseRoom.actions.saveDraft')}
        </Button>
      )}
      <Button type="primary" loading={saving} disabled={loading} onClick={() => void save(false)}>
        {t('common:actions.save')}
      </Button>
    </Space>
  );

  return (
    <Drawer
      open
      title={t(editing ? 'houseRoom.dialog.editTitle' : 'houseRoom.dialog.addTitle')}
      size={narrow ? '100%' : 880}
      onClose={onClose}
      extra={buttons}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        {!loading && (
          <Form<Record<string, unknown>>
            form={form}
            name="house-room-form"
            layout="vertical"
            scrollToFirstError
            initialValues={initialValues}
          >
            {canDraft && (
              <Alert type="info" showIcon title={t('houseRoom.draftHint')} style={{ marginBottom: 12 }} />
            )}
            {SECTIONS.map((section) => (
              <section key={section.key}>
                <Divider titlePlacement="start">{t(`houseRoom.sections.${section.key}`)}</Divider>
                <GridRow gutter={16}>
                  {section.key === 'basic' && <HouseNamePreview />}
                  {section.fields.map((key) => {
                    const field = byKey.get(key);
                    return field ? <HouseFormField key={key} field={field} isDraft={isDraft} /> : null;
                  })}
                </GridRow>
              </section>
            ))}
          </Form>
        )}
      </Spin>
    </Drawer>
  );
}
