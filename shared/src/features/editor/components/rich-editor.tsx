import '@wangeditor/editor/dist/css/style.css';
import {
  type IDomEditor,
  type IEditorConfig,
  type IToolbarConfig,
  i18nChangeLanguage,
} from '@wangeditor/editor';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/hooks/use-language';
import type { Language } from '../../i18n/types/language';
import { getNotifier } from '../../request/api/notifier';
import { uploadImages } from '../../upload/api/upload-api';
import { resolveFileUrl } from '../../upload/utils/file-paths';
import { uploadFailureMessage } from '../../upload/utils/upload-failure';
import { IMAGE_RULES } from '../../upload/utils/upload-rules';
import { prepareEditorHtml } from '../utils/prepare-editor-html';
import { registerLockedHtml } from '../utils/register-locked-html';

registerLockedHtml();

/** The editor height of the contract screens (spec section 9). */
export const EDITOR_HEIGHT = 600;

/** wangEditor speaks Chinese and English; Lao users get English menus. */
const EDITOR_LANGUAGES: Record<Language, 'zh-CN' | 'en'> = { zh: 'zh-CN', en: 'en', lo: 'en' };

let currentEditorLanguage: string | null = null;

type InsertImage = (url: string, alt: string, href: string) => void;

export interface RichEditorProps {
  /** HTML content. */
  value?: string;
  /** The new HTML ('' when the editor is empty). */
  onChange?: (html: string) => void;
  /** Editing area height in px (default 600). */
  height?: number;
  placeholder?: string;
  readOnly?: boolean;
  /** wangEditor's `default` (full toolbar) or `simple` mode. */
  mode?: 'default' | 'simple';
  toolbarConfig?: Partial<IToolbarConfig>;
  className?: string;
}

/**
 * Rich-text editor (wangEditor) with a toolbar: HTML in, HTML out, images
 * uploaded through `POST /upload`, menus in Chinese or English. What wangEditor
 * cannot parse is prepared first (nested lists, cell paragraphs) or kept read-only
 * (nested tables), so opening and saving loses nothing. Import it by
 * its own path so only pages that edit rich text load wangEditor.
 */
export function RichEditor({
  value = '',
  onChange,
  height = EDITOR_HEIGHT,
  placeholder,
  readOnly = false,
  mode = 'default',
  toolbarConfig,
  className,
}: RichEditorProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const editorLanguage = EDITOR_LANGUAGES[language];
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  // The HTML this editor last gave out: handed back unchanged (it is the editor's
  // own), anything else is prepared so wangEditor drops nothing (prepare-editor-html.ts).
  const emitted = useRef<string | null>(null);
  const editorValue = useMemo(() => (value === emitted.current ? value : prepareEditorHtml(value)), [value]);
  // What a new editor (first render, or a language switch) starts with: always prepared,
  // since the editor's own HTML gives locked pieces back as their original HTML (read
  // only when an editor is created, hence the language as its only dependency).
  const initialHtml = useMemo(() => prepareEditorHtml(value), [editorLanguage]);

  // wangEditor's language is global and read when an editor is created: set it
  // before rendering and re-create the editor (key below) when it changes.
  if (currentEditorLanguage !== editorLanguage) {
    currentEditorLanguage = editorLanguage;
    i18nChangeLanguage(editorLanguage);
  }

  useEffect(
    () => () => {
      editor?.destroy();
    },
    [editor],
  );

  useEffect(() => {
    if (!editor) return;
    if (readOnly) editor.disable();
    else editor.enable();
  }, [editor, readOnly]);

  const editorConfig = useMemo<Partial<IEditorConfig>>(
    () => ({
      placeholder: placeholder ?? t('editor.placeholder'),
      readOnly,
      MENU_CONF: {
        uploadImage: {
          maxFileSize: IMAGE_RULES.maxSizeMb * 1024 * 1024,
          allowedFileTypes: ['image/*'],
          async customUpload(file: File, insertFn: InsertImage) {
            try {
              const [uploaded] = await uploadImages([file]);
              if (!uploaded) throw new Error('no upload result');
              const url = resolveFileUrl(uploaded.url || uploaded.fileName);
              insertFn(url, file.name, url);
            } catch (error) {
              getNotifier().error(uploadFailureMessage(error, t('editor.uploadFailed')));
            }
          },
        },
      },
    }),
    [placeholder, readOnly, t],
  );

  return (
    <div className={className} style={{ border: '1px solid #d9d9d9', borderRadius: 4, zIndex: 1 }}>
      {!readOnly && (
        <Toolbar
          key={`toolbar-${editorLanguage}`}
          editor={editor}
          defaultConfig={toolbarConfig ?? {}}
          mode={mode}
          style={{ borderBottom: '1px solid #d9d9d9' }}
        />
      )}
      <Editor
        key={`editor-${editorLanguage}`}
        defaultConfig={editorConfig}
        defaultHtml={initialHtml}
        value={editorValue}
        onCreated={setEditor}
        onChange={(instance: IDomEditor) => {
          const html = instance.isEmpty() ? '' : instance.getHtml();
          if (html === value) return;
          emitted.current = html;
          onChange?.(html);
        }}
        mode={mode}
        style={{ height, overflowY: 'hidden' }}
      />
    </div>
  );
}

export default RichEditor;
