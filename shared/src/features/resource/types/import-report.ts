/** One problem of an imported row. */
export interface ImportError {
  /** The spreadsheet row number (the header is row 1). */
  row: number;
  /** The column's header as the user's language names it; none for a whole-row problem. */
  column: string | null;
  message: string;
}

/** The server's answer to `POST <base>/importData`. */
export interface ImportReport {
  total: number;
  inserted: number;
  updated: number;
  failed: number;
  /** False when the screen imports all or nothing and a row failed: nothing was written. */
  committed: boolean;
  errors: ImportError[];
}
