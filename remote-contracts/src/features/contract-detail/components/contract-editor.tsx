import { RichEditor } from '@agency/shared/features/editor/components/rich-editor';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTemplateFill } from '../hooks/use-template-fill';
import { FillSourcePicker } from './fill-source-picker';
import { PlaceholderValuesForm } from './placeholder-values-form';

/** The spec's title limit (section 5). */
export const TITLE_MAX = 120;

interface ContractEditorProps {
  title: string;
  onTitleChange: (title: string) => void;
  html: string;
  onHtmlChange: (html: string) => void;
  /** Generating from this template: the placeholders can be filled from records and typed values. */
  template?: { id: number; placeholders: string[] };
  saving: boolean;
  /** Saves; `values` are the placeholder values when generating from a template. */
  onSave: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/** Edit mode: the title box (at most 120 characters, with a counter), the rich-text editor, save and cancel. */
export function ContractEditor({
  title,
  onTitleChange,
  html,
  onHtmlChange,
  template,
  saving,
  onSave,
  onCancel,
}: ContractEditorProps) {
  const { t } = useTranslation('pact');
  const fill = useTemplateFill(template?.id, template?.placeholders ?? [], html, onHtmlChange);
  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('detail.titleLabel')} required style={{ marginBottom: 0 }}>
          <Input
            value={title}
            maxLength={TITLE_MAX}
            showCount
            placeholder={t('detail.titlePlaceholder')}
            onChange={(event) => onTitleChange(event.target.value)}
            data-testid="pact-title-input"
          />
        </Form.Item>
      </Form>
      {template ? (
        <>
          <FillSourcePicker fill={fill} />
          <PlaceholderValuesForm fill={fill} />
        </>
      ) : null}
      <section aria-label={t('detail.contentLabel')} data-testid="pact-editor">
        <RichEditor value={html} onChange={onHtmlChange} />
      </section>
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel} disabled={saving}>
          {t('detail.cancel')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => onSave(template ? fill.values : {})}>
          {t('detail.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
