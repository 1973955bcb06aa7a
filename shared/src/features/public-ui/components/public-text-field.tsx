import { useId } from 'react';
import './public-ui.css';

export interface PublicTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message under it (translated), or null. */
  error?: string | null;
  maxLength: number;
  placeholder?: string;
  autoComplete?: string;
  /** A text area of this many rows, with the count of characters under it. */
  rows?: number;
}

/**
 * A labelled input or text area of a public form in antd's look (vertical form item:
 * label above, message below), without antd.
 */
export function PublicTextField({
  label,
  value,
  onChange,
  error,
  maxLength,
  placeholder,
  autoComplete,
  rows,
}: PublicTextFieldProps) {
  const id = useId();
  const control = {
    id,
    className: 'pui-input',
    value,
    maxLength,
    placeholder,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="pui-field">
      <label className="pui-field-label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <>
          <textarea {...control} rows={rows} onChange={(event) => onChange(event.target.value)} />
          <span className="pui-field-count pui-secondary" aria-hidden="true">
            {value.length} / {maxLength}
          </span>
        </>
      ) : (
        <input {...control} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <div className="pui-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
