import { Input } from 'antd';

interface NoticeContentEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
}

/** The notice content (HTML). */
export function NoticeContentEditor({ value, onChange, placeholder }: NoticeContentEditorProps) {
  return (
    <Input.TextArea
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      placeholder={placeholder}
      autoSize={{ minRows: 6, maxRows: 16 }}
    />
  );
}
