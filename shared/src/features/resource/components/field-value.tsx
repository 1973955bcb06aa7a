import { FileOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_PATTERN, formatTime } from '../../date/utils/format-time';
import { DictTag } from '../../dict/components/dict-tag';
import { useDict } from '../../dict/hooks/use-dict';
import { fileNameOf, resolveFileUrl, splitPaths } from '../../upload/utils/file-paths';
import type { ResourceField } from '../types/resource-field';
import { formatAmount } from '../utils/format-amount';
import { LoadedOptionLabel } from './loaded-options';

export interface FieldValueProps<Row> {
  field: ResourceField<Row>;
  row: Row;
  /** The resource's i18n namespace (select labels, suffix keys). */
  ns: string;
  /** Image thumbnail size in px (default 48). */
  thumbnail?: number;
}

const EMPTY = '-';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function Money<Row>({ field, row, value }: { field: ResourceField<Row>; row: Row; value: number }) {
  const record = row as Record<string, unknown>;
  const currency = useDict(field.currencyKey ? (field.currencyDict ?? 'sys_currency') : null);
  const unit = useDict(field.unitKey ? (field.unitDict ?? null) : null);
  const currencyValue = field.currencyKey ? (record[field.currencyKey] as string | null) : null;
  const unitValue = field.unitKey ? (record[field.unitKey] as string | null) : null;
  const currencyText = currencyValue ? currency.labelOf(currencyValue) : '';
  const unitText = unitValue ? unit.labelOf(unitValue) : '';
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatAmount(value, field.precision ?? 2)}
      {currencyText ? ` ${currencyText}` : ''}
      {unitText ? ` / ${unitText}` : ''}
    </span>
  );
}

/** A field's value as the table cell and the phone card show it, by the field's type. */
export function FieldValue<Row>({ field, row, ns, thumbnail = 48 }: FieldValueProps<Row>) {
  const { t } = useTranslation([ns, 'common']);
  const value = (row as Record<string, unknown>)[field.key];
  if (isEmpty(value) && field.type !== 'switch') return <>{EMPTY}</>;
  const suffix = field.suffix?.startsWith('$t:') ? t(field.suffix.slice(3)) : field.suffix;
  switch (field.type ?? 'text') {
    case 'dict':
      return <DictTag dictType={field.dict} value={value as string} />;
    case 'select': {
      if (field.useOptions) return <LoadedOptionLabel useOptions={field.useOptions} value={value} />;
      const values = field.multiple ? String(value).split(',') : [String(value)];
      const labels = values.map((item) => {
        const option = field.options?.find((candidate) => String(candidate.value) === item);
        return option ? t(option.label) : item;
      });
      return <>{labels.join(', ')}</>;
    }
    case 'switch':
      return value ? (
        <Tag color="success">{t('common:resource.yes')}</Tag>
      ) : (
        <Tag>{t('common:resource.no')}</Tag>
      );
    case 'money':
      return <Money field={field} row={row} value={Number(value)} />;
    case 'number':
    case 'integer':
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {/* Integers (years, counts) without grouping; measures with it. */}
          {field.type === 'integer' ? String(value) : formatAmount(Number(value), field.precision ?? 2)}
          {suffix ? ` ${suffix}` : ''}
        </span>
      );
    case 'percent':
      return <>{`${value} %`}</>;
    case 'date':
      return <>{formatTime(value as string, DATE_PATTERN) || EMPTY}</>;
    case 'datetime':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatTime(value as string) || EMPTY}</span>;
    case 'images': {
      const [first, ...others] = splitPaths(value as string);
      if (!first) return <>{EMPTY}</>;
      return (
        <Image.PreviewGroup items={[first, ...others].map(resolveFileUrl)}>
          <Image
            src={resolveFileUrl(first)}
            width={thumbnail}
            height={thumbnail}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            alt={t(field.label)}
          />
        </Image.PreviewGroup>
      );
    }
    case 'video':
      return (
        <Typography.Link href={resolveFileUrl(String(value))} target="_blank" rel="noopener noreferrer">
          <PlayCircleOutlined /> {fileNameOf(String(value))}
        </Typography.Link>
      );
    case 'file':
      return (
        <Space direction="vertical" size={0}>
          {splitPaths(value as string).map((path) => (
            <Typography.Link key={path} href={resolveFileUrl(path)} target="_blank" rel="noopener noreferrer">
              <FileOutlined /> {fileNameOf(path)}
            </Typography.Link>
          ))}
        </Space>
      );
    case 'richText': {
      // Shown as plain text: the cell never renders stored HTML.
      const text = new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? '';
      return (
        <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 280 }}>
          {text || EMPTY}
        </Typography.Text>
      );
    }
    case 'textarea':
      return (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: String(value) }}
          style={{ margin: 0, maxWidth: 280 }}
        >
          {String(value)}
        </Typography.Paragraph>
      );
    default:
      return <>{`${String(value)}${suffix ? ` ${suffix}` : ''}`}</>;
  }
}
