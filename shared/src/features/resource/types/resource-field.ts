import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { UseOptionSearch } from '../components/search-select';
import type { ListState } from './list-state';

/**
 * How a field is shown and entered. One type drives the table cell, the search
 * input, the form control, the card line and how its value is read back from the URL.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'integer'
  /** A number shown with its currency (`currencyKey`) and time unit (`unitKey`). */
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  /** A dictionary value: a select in forms and search, a coloured tag in the table. */
  | 'dict'
  /** A fixed list of options (`options`), labels are i18n keys of the resource's namespace. */
  | 'select'
  | 'switch'
  /** Comma-separated image paths. */
  | 'images'
  | 'video'
  | 'file'
  | 'richText';

export interface FieldOption {
  value: string | number;
  /** An i18n key in the resource's namespace. */
  label: string;
}

/** What a table column shows of the field. */
export interface ColumnSpec<Row> {
  /** Hidden until the user shows it in the column dialog. */
  hidden?: boolean;
  width?: number | string;
  fixed?: 'left' | 'right';
  /** The server sorts by this column (`orderByColumn`). */
  sortable?: boolean;
  ellipsis?: boolean;
  align?: 'left' | 'right' | 'center';
  /** A cell of the screen's own (`index` on the page; `list` gives the page and size); the default follows the type. */
  render?: (row: Row, index: number, list: ListState) => ReactNode;
}

/** How the field filters the list. */
export interface SearchSpec {
  /**
   * `exact` (default): one input, sent as `key` (or `param`).
   * `range`: two inputs, sent as `param ?? key + 'Min'` and `key + 'Max'` (or `params`), min <= max checked.
   * `dateRange`: a date range sent as `params[beginTime]` / `params[endTime]` (or `params`).
   */
  mode?: 'exact' | 'range' | 'dateRange';
  /** The query parameter (exact mode). */
  param?: string;
  /** The two query parameters (range and dateRange modes). */
  params?: readonly [string, string];
  /** Only after the user opens "more filters" (the first ones always show). */
  advanced?: boolean;
  /** An i18n key; the default follows the type. */
  placeholder?: string;
}

export interface FormControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  /** The id of the row being edited (none when adding): e.g. a parent select leaves it out. */
  rowId?: number | string;
}

/** How the field is entered in the add/edit form. */
export interface FormSpec {
  required?: boolean;
  /** An i18n key for the required message; default "{label} is required". */
  requiredMessage?: string;
  /** Extra antd rules; `t` is bound to the resource's namespace. */
  rules?: (t: TFunction) => Rule[];
  /**
   * The screen's wording of the limit messages (i18n keys, given `label`, `min`, `max`);
   * the limits themselves come from the field or the server's schema (`definition.limits`).
   */
  messages?: { length?: string; range?: string; pattern?: string };
  /** Columns of a 24-column row on wide screens (default 12; text areas, uploads and rich text 24). */
  span?: number;
  /** Shown but not editable when editing an existing row. */
  readOnlyOnEdit?: boolean;
  /** Only in the add form, or only in the edit form. */
  only?: 'add' | 'edit';
  initialValue?: unknown;
  /** An i18n key; the default follows the type ("Please enter ..."). */
  placeholder?: string;
  /** A control of the screen's own. */
  render?: (props: FormControlProps) => ReactNode;
  /** A dictionary or select field as radio buttons instead of a select. */
  radio?: boolean;
  /** Extra props for the default control (e.g. `{ rows: 6 }`, `{ limit: 9 }`). */
  props?: Record<string, unknown>;
  /** A hint under the field: an i18n key, or the hint itself from the resource's `t` (texts with values). */
  extra?: string | ((t: TFunction) => ReactNode);
  /** Shown only while the form's values say so (a menu's component only for pages). */
  visibleWhen?: (values: Record<string, unknown>) => boolean;
}

/**
 * One field of a resource: a row property, a list filter, a form input and a
 * table column at once. `key` is the wire name.
 */
export interface ResourceField<Row> {
  key: string;
  /** i18n key of the label, in the resource's namespace. */
  label: string;
  /** Default `text`. */
  type?: FieldType;
  /** The dictionary type, for `dict`. */
  dict?: string;
  /** The options, for `select`. */
  options?: readonly FieldOption[];
  /**
   * Options loaded from the server, for `select` (a React hook, e.g. an RTK Query
   * hook's data); their labels are shown as they are, not translated.
   */
  useOptions?: () => readonly { value: string | number; label: string }[];
  /**
   * Options searched on the server as the user types, for `select` of one record among
   * many (users, houses, customers): a query hook by `name`, or by `id` to name the chosen one.
   */
  useSearch?: UseOptionSearch;
  /** Several values (select/dict), comma-separated on the wire. */
  multiple?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Decimals of number and money inputs. */
  precision?: number;
  /** Text after the value (`m²`, `%`), or an i18n key starting with `$t:`. */
  suffix?: string;
  /** money: the row property holding the currency (a value of `currencyDict`, default `sys_currency`). */
  currencyKey?: string;
  currencyDict?: string;
  /** money: the row property holding the time unit (a value of `unitDict`, e.g. `house_time_unit`). */
  unitKey?: string;
  unitDict?: string;
  /** The table column (default: a column); `false` for none. */
  column?: false | ColumnSpec<Row>;
  /** A search-panel filter; `true` for the default of the type. */
  search?: boolean | SearchSpec;
  /** The form input (default: an input); `false` for none. */
  form?: false | FormSpec;
  /** On the phone card: the title, the cover image, or one line (`true`). */
  card?: boolean | 'title' | 'cover';
}
