import type { DocxRenderer } from '@agency/shared/features/contract/types/docx-renderer';

/** docx-preview in a chunk of its own: only a page that shows a document loads it. */
export const loadDocxPreview = (): Promise<DocxRenderer> =>
  import(/* webpackChunkName: "docx-preview" */ 'docx-preview');
