import { RichEditor } from '@agency/shared/features/editor/components/rich-editor';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FillSourcePicker } from './fill-source-picker';

/** The spec's title limit (section 5). */
export const TITLE_MAX = 120;

interface ContractEditorProps {
  title: string;
  onTitleChange: (title: string) => void;
  html: string;
  onHtmlChange: (html: string) => void;
  /** Generating from this template: the placeholders can be filled from a lease or customer. */
  templateId?: number;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** Edit mode: the title box (at most 120 characters, with a counter), the rich-text editor, save and cancel. */
export function ContractEditor({
  title,
  onTitleChange,
  html,
  onHtmlChange,
  templateId,
  saving,
  onSave,
  onCancel,
}: ContractEditorProps) {
  const { t } = useTranslation('pact');
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
      {templateId !== undefined ? <FillSourcePicker templateId={templateId} onFilled={onHtmlChange} /> : null}
      <section aria-label={t('detail.contentLabel')} data-testid="pact-editor">
        <RichEditor value={html} onChange={onHtmlChange} />
      </section>
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel} disabled={saving}>
          {t('detail.cancel')}
        </Button>
        <Button type="primary" loading={saving} onClick={onSave}>
          {t('detail.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
