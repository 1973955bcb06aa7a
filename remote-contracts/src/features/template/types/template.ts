import type { WireData, WireRow } from '@agency/shared/api/wire';

/** A contract template of the list (`placeholders` found in its text, `type` 1 house, 2 vehicle). */
export type TemplateRow = WireRow<'/pact/templates', 'post'>;

/** The new template's id and the draft contract created from it. */
export type UploadedTemplate = WireData<'/pact/templates/upload-and-create', 'post'>;
