import type { ComponentType, ReactNode } from 'react';
import type { FieldLimitsByName } from '../../../api/field-limits';
import type { ResourceApi } from '../api/create-resource-api';
import type { ListState } from './list-state';
import type { ResourceField } from './resource-field';

/** What a screen's own toolbar buttons and row actions can use. */
export interface ResourceListContext<Row> {
  /** The rows of the page shown. */
  rows: readonly Row[];
  selected: readonly Row[];
  state: ListState;
  /** Changes page, sort or filters (kept in the URL). */
  setState: (state: ListState) => void;
  refetch: () => void;
  /** Opens the add form (no row) or the edit form. */
  openForm: (row?: Row) => void;
  /** Confirms and deletes the rows. */
  remove: (rows: readonly Row[]) => Promise<void>;
}

/** The screen's own wording of the kit's messages: i18n keys in its namespace. */
export interface ResourceTexts {
  addTitle?: string;
  editTitle?: string;
  addSuccess?: string;
  editSuccess?: string;
  /** With `{{name}}` (the row's `titleKey`). */
  deleteOne?: string;
  /** With `{{count}}`. */
  deleteMany?: string;
  deleteSuccess?: string;
  selectToDelete?: string;
  deleteTitle?: string;
  /** Title of the filter drawer. */
  filterTitle?: string;
  /** Shown when the list has no rows. */
  empty?: string;
  loadFailed?: string;
  exportFileName?: string;
}

/** The built-in actions a screen offers (each still needs its permission). */
export interface ResourceActions {
  add?: boolean;
  edit?: boolean;
  delete?: boolean;
  export?: boolean;
  /** Excel import: template, upload, per-row report. */
  import?: boolean;
}

/** What the kit hands a screen's own add/edit form. */
export interface ResourceFormProps<Row> {
  /** The row to edit; none to add. */
  row?: Row;
  onClose: () => void;
}

export interface ResourceFormOptions<Row, Input> {
  /**
   * A form of the screen's own (drafts, sections, custom uploads), opened by the
   * kit's add and edit buttons in place of the declared form.
   */
  component?: ComponentType<ResourceFormProps<Row>>;
  /** A dialog (default) or a side drawer. */
  as?: 'modal' | 'drawer';
  /** Width on wide screens (default 720 modal, 860 drawer). */
  width?: number;
  /** The body sent on add and edit, from the form's values (after the kit's own conversions). */
  toInput?: (values: Record<string, unknown>, row: Row | undefined) => Input;
  /** Load the full row by id before editing (default true). */
  fetchOnEdit?: boolean;
}

/**
 * A list screen as a declaration: the kit renders its search panel, table,
 * toolbar, pagination, column dialog, phone cards, form, delete, export and
 * import from it. A screen adds only what is special to it.
 */
export interface ResourceDefinition<Row, Input = Partial<Row>> {
  /** Unique and stable: the column-choice key on the server (`house.village`). */
  key: string;
  /** The screen's i18n namespace; labels are keys in it. */
  ns: string;
  api: ResourceApi<Row, Input>;
  /** Permission prefix: `<prefix>:add`, `:edit`, `:remove`, `:export`, `:import`. */
  permission: string;
  fields: readonly ResourceField<Row>[];
  /**
   * The add body's field limits from the server's schema, by wire name
   * (`wireLimits['/system/houseVillage'].post.body`): the form's required, length, range and
   * pattern rules follow them where a field declares none of its own.
   */
  limits?: FieldLimitsByName;
  actions?: ResourceActions;
  form?: ResourceFormOptions<Row, Input>;
  /** The field that names a row in messages (delete confirmation). */
  titleKey?: keyof Row & string;
  /** Default sort (when the URL names none). */
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** The search panel above the table (default) or in a drawer opened by a "Filter" button. */
  searchIn?: 'panel' | 'drawer';
  /** Below this width the list shows cards (default 992). */
  cardBreakpoint?: number;
  /** i18n keys (in `ns`) of the screen's own texts; the kit's generic ones otherwise. */
  texts?: ResourceTexts;
  /** Extra toolbar buttons, after the built-in ones. */
  toolbar?: (context: ResourceListContext<Row>) => ReactNode;
  /** Whether a row offers edit (default every row); e.g. the admin account is not edited here. */
  canEditRow?: (row: Row) => boolean;
  /** Whether a row offers delete (default every row); the server still refuses on its own. */
  canDeleteRow?: (row: Row) => boolean;
  /** Extra actions of a row (table and card), between edit and delete. */
  rowActions?: (row: Row, context: ResourceListContext<Row>) => ReactNode;
  /** Content above the list (tabs, summaries). */
  header?: (context: ResourceListContext<Row>) => ReactNode;
  /** A phone card of the screen's own; `actions` are the row's buttons as the kit lays them out. */
  renderCard?: (row: Row, context: ResourceListContext<Row>, actions: ReactNode) => ReactNode;
  /** Width of the actions column (default 180). */
  actionsWidth?: number;
  /**
   * A tree table (menus, departments): the list's rows nest by `parentKey`, with no
   * pages, an expand/collapse-all button and, with the add permission, an "add below"
   * row action that opens the add form with the parent filled in. Its api lists `flat`.
   */
  tree?: {
    parentKey: keyof Row & string;
    /** Opens expanded (default) or folded to the top level (long trees such as menus). */
    expanded?: boolean;
  };
}
