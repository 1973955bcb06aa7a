import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn } from './columns';

/** Contract templates: HTML converted from an uploaded .docx, with its placeholders. */
export const pactTemplate = pgTable('pact_template', {
  id: idColumn('id'),
  templateName: varchar('template_name', { length: 200 }).notNull(),
  templateContent: text('template_content').notNull().default(''),
  placeholders: jsonb('placeholders').$type<string[]>().notNull().default([]),
  /** Name of the uploaded file in the storage folder. */
  fileName: varchar('file_name', { length: 255 }),
  /** 1 house template, 2 vehicle template. */
  type: integer('type').notNull().default(1),
  ...auditColumns(),
});

/** Contracts. `status` 0 draft, 1 signed, 2 expired (dict `pact_contract_status`). */
export const pactContract = pgTable(
  'pact_contract',
  {
    id: idColumn('id'),
    contractTitle: varchar('contract_title', { length: 120 }).notNull(),
    instanceContent: text('instance_content').notNull().default(''),
    status: integer('status').notNull().default(0),
    templateId: refColumn('template_id'),
    /** 1 house contract, 2 vehicle contract. */
    type: integer('type').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('pact_contract_template_idx').on(t.templateId)],
);
