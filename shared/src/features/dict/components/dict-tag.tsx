import { Space, Tag } from 'antd';
import { useDict } from '../hooks/use-dict';
import type { DictData } from '../types/dict-data';
import { tagColourOf } from '../utils/list-class';

export type DictValue = string | number | null | undefined | readonly (string | number)[];

export interface DictTagProps {
  /** Fetch the entries by type... */
  dictType?: string;
  /** ...or give them. */
  options?: DictData[];
  /** One value, a list, or a comma-separated string. */
  value: DictValue;
  separator?: string;
  /** Show values that match no entry as plain text (default true). */
  showUnmatched?: boolean;
}

function valuesOf(value: DictValue, separator: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A dictionary value as its label: an antd Tag coloured by the entry's
 * `listClass` (primary, success, info, warning, danger), plain text for
 * `default` or none.
 */
export function DictTag({ dictType, options, value, separator = ',', showUnmatched = true }: DictTagProps) {
  const fetched = useDict(options ? null : dictType);
  const entries = options ?? fetched.items;
  const values = valuesOf(value, separator);
  if (values.length === 0) return null;

  return (
    <Space size={4} wrap>
      {values.map((item, index) => {
        const entry = entries.find((candidate) => String(candidate.dictValue) === item);
        const key = `${item}-${index}`;
        if (!entry) return showUnmatched ? <span key={key}>{item}</span> : null;
        const colour = tagColourOf(entry.listClass);
        if (!colour) {
          return (
            <span key={key} className={entry.cssClass ?? undefined}>
              {entry.dictLabel}
            </span>
          );
        }
        return (
          <Tag
            key={key}
            color={colour}
            className={entry.cssClass ?? undefined}
            style={{ marginInlineEnd: 0 }}
          >
            {entry.dictLabel}
          </Tag>
        );
      })}
    </Space>
  );
}
