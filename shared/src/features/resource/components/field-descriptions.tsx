import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '../../responsive/utils/breakpoints';
import type { ResourceField } from '../types/resource-field';
import { FieldCell } from './field-cell';

export interface FieldDescriptionsProps<Row> {
  fields: readonly ResourceField<Row>[];
  row: Row;
  /** The resource's i18n namespace (labels, select labels, suffix keys). */
  ns: string;
  /** The fields that take a whole line (long texts, photos). */
  wide?: readonly string[];
  /** A field's value of the screen's own; by default as the list's column shows it. */
  cellOf?: (field: ResourceField<Row>) => ReactNode;
}

/** Every field of one record, labelled, two to a line (one on a narrow screen), for detail views. */
export function FieldDescriptions<Row>({ fields, row, ns, wide = [], cellOf }: FieldDescriptionsProps<Row>) {
  const { t } = useTranslation([ns, 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  return (
    <Descriptions
      size="small"
      bordered
      column={narrow ? 1 : 2}
      items={fields.map((field) => ({
        key: field.key,
        label: t(field.label),
        span: wide.includes(field.key) ? 'filled' : 1,
        children: cellOf ? cellOf(field) : <FieldCell field={field} row={row} ns={ns} />,
      }))}
    />
  );
}
