import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// wangEditor is large: it loads when the notice dialog first opens.
const RichEditor = lazy(() => import('@agency/shared/features/editor/components/rich-editor'));

/** Height of the notice editor (smaller than the contract editor's 600 px: it sits in a dialog). */
const NOTICE_EDITOR_HEIGHT = 360;

interface NoticeContentEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
}

/** The notice content: shared's rich-text editor, HTML in and out (a Form.Item control). */
export function NoticeContentEditor({ value, onChange, placeholder }: NoticeContentEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichEditor
        value={value ?? ''}
        onChange={onChange}
        placeholder={placeholder}
        height={NOTICE_EDITOR_HEIGHT}
      />
    </Suspense>
  );
}
