/** A table column as the show/hide dialog sees it (spec section 2). */
export interface ColumnSetting {
  key: string;
  title: string;
  visible: boolean;
}
