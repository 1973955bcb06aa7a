import { DatePicker, Input, InputNumber, Radio, Select, Spin, Switch } from 'antd';
import { type CSSProperties, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DictRadioGroup } from '../../dict/components/dict-radio-group';
import { DictSelect } from '../../dict/components/dict-select';
import { FileUpload } from '../../upload/components/file-upload';
import { ImageUpload } from '../../upload/components/image-upload';
import { VideoUpload } from '../../upload/components/video-upload';
import type { FormControlProps, ResourceField } from '../types/resource-field';
import { LoadedOptionsSelect } from './loaded-options';
import { SearchSelect } from './search-select';

// wangEditor is large: it loads only when a form with rich text opens.
const RichEditor = lazy(() =>
  import('../../editor/components/rich-editor').then((module) => ({ default: module.RichEditor })),
);

export interface FieldControlProps<Row> extends FormControlProps {
  field: ResourceField<Row>;
  style?: CSSProperties;
  ns: string;
  /** `search` controls are compact and clearable. */
  purpose: 'form' | 'search';
  placeholder?: string;
}

/** The input of a field by its type, for the search panel and the add/edit form. */
export function FieldControl<Row>({ field, ns, purpose, placeholder, ...control }: FieldControlProps<Row>) {
  const { t } = useTranslation([ns, 'common']);
  const extra = (purpose === 'form' && field.form ? field.form.props : undefined) ?? {};
  const search = purpose === 'search';
  const enter = placeholder ?? t('common:prompt.pleaseEnter');
  const choose = placeholder ?? t('common:prompt.pleaseSelect');
  const common = { ...control, 'aria-label': t(field.label), ...extra };
  switch (field.type ?? 'text') {
    case 'textarea':
      return search ? (
        <Input allowClear placeholder={enter} maxLength={field.maxLength} {...(common as object)} />
      ) : (
        <Input.TextArea
          rows={3}
          placeholder={enter}
          maxLength={field.maxLength}
          showCount={!!field.maxLength}
          {...(common as object)}
        />
      );
    case 'number':
    case 'integer':
    case 'money':
    case 'percent':
      return (
        <InputNumber
          // Search inputs keep to the bounds; form inputs are checked by rules, so bad input gets a message, not a silent change.
          min={search ? field.min : undefined}
          max={search ? field.max : undefined}
          precision={field.type === 'integer' ? 0 : field.precision}
          placeholder={enter}
          style={{ width: '100%' }}
          suffix={field.type === 'percent' ? '%' : undefined}
          {...(common as object)}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          showTime={field.type === 'datetime' && !search}
          placeholder={choose}
          style={{ width: '100%' }}
          {...(common as object)}
        />
      );
    case 'dict':
      if (field.form !== false && field.form?.radio && !search)
        return <DictRadioGroup dictType={field.dict ?? ''} {...(common as object)} />;
      return (
        <DictSelect
          dictType={field.dict ?? ''}
          mode={field.multiple ? 'multiple' : undefined}
          placeholder={choose}
          {...(common as object)}
        />
      );
    case 'select':
    case 'switch':
      if (field.useSearch)
        return (
          <SearchSelect
            useSearch={field.useSearch}
            placeholder={choose}
            ariaLabel={t(field.label)}
            notFound={t('common:resource.noMatch')}
            value={control.value as number | null | undefined}
            onChange={(value) => control.onChange?.(value)}
            disabled={control.disabled}
            style={control.style}
          />
        );
      if (field.useOptions) {
        return (
          <LoadedOptionsSelect
            useOptions={field.useOptions}
            mode={field.multiple ? 'multiple' : undefined}
            placeholder={choose}
            {...(common as object)}
          />
        );
      }
      if (field.type === 'switch' && !search) {
        return (
          <Switch
            aria-label={t(field.label)}
            disabled={control.disabled}
            checked={Boolean(control.value)}
            onChange={(checked) => control.onChange?.(checked)}
            checkedChildren={t('common:resource.yes')}
            unCheckedChildren={t('common:resource.no')}
            {...extra}
          />
        );
      }
      if (field.form !== false && field.form?.radio && !search && field.type === 'select')
        return (
          <Radio.Group
            options={(field.options ?? []).map((option) => ({
              value: String(option.value),
              label: t(option.label),
            }))}
            {...(common as object)}
          />
        );
      return (
        <Select
          allowClear
          mode={field.multiple ? 'multiple' : undefined}
          placeholder={choose}
          options={
            field.type === 'switch'
              ? [
                  { value: '1', label: t('common:resource.yes') },
                  { value: '0', label: t('common:resource.no') },
                ]
              : (field.options ?? []).map((option) => ({
                  value: String(option.value),
                  label: t(option.label),
                }))
          }
          {...(common as object)}
        />
      );
    case 'images':
      return <ImageUpload {...(common as object)} />;
    case 'video':
      return <VideoUpload {...(common as object)} />;
    case 'file':
      return <FileUpload {...(common as object)} />;
    case 'richText':
      return (
        <Suspense fallback={<Spin />}>
          <RichEditor height={360} placeholder={placeholder} {...(common as object)} />
        </Suspense>
      );
    default:
      return <Input allowClear placeholder={enter} maxLength={field.maxLength} {...(common as object)} />;
  }
}
