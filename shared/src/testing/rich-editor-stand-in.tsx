/**
 * A stand-in for shared's RichEditor in jsdom tests, where wangEditor cannot run
 * (`jest.mock('@agency/shared/features/editor/components/rich-editor', () =>
 * jest.requireActual('@agency/shared/testing/rich-editor-stand-in'))`): a text area with the
 * editor's value and change callback, labelled as the editor is (`editor` when it has no label).
 */
function Editor({
  value,
  onChange,
  'aria-label': label = 'editor',
}: {
  value?: string;
  onChange?: (html: string) => void;
  'aria-label'?: string;
}) {
  return <textarea value={value} aria-label={label} onChange={(event) => onChange?.(event.target.value)} />;
}

export { Editor as default, Editor as RichEditor };
