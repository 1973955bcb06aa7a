/** A column choice as the server keeps it; the array order is the column order. */
export interface SavedColumn {
  key: string;
  visible: boolean;
}
