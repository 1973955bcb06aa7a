/** The props of a dialog about one row of a list (lease it out, sell it, share it). */
export interface RowDialogProps<Row> {
  row: Row;
  onClose: () => void;
}
