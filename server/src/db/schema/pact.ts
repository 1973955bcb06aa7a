import { date, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn, timestamptz } from './columns';
import { trigramIndex } from './search-index';

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

/**
 * Contracts. `status` 0 draft, 1 signed, 2 expired (dict `pact_contract_status`).
 * A contract made from a .docx template keeps its own .docx (`docx_file`), the master;
 * `instance_content` is then the editor HTML derived from it. Older contracts have
 * only their HTML.
 */
export const pactContract = pgTable(
  'pact_contract',
  {
    id: idColumn('id'),
    contractTitle: varchar('contract_title', { length: 120 }).notNull(),
    instanceContent: text('instance_content').notNull().default(''),
    /** The contract's own Word document in the storage folder (`pact/contracts/<uuid>.docx`); null for HTML-only contracts. */
    docxFile: varchar('docx_file', { length: 255 }),
    /** The placeholder values it was generated with. */
    fillValues: jsonb('fill_values').$type<Record<string, string>>(),
    status: integer('status').notNull().default(0),
    templateId: refColumn('template_id'),
    /** 1 house contract, 2 vehicle contract. */
    type: integer('type').notNull().default(1),
    /** Who signed it and when (status 1); kept once expired. */
    signedBy: varchar('signed_by', { length: 64 }),
    signedAt: timestamptz('signed_at'),
    /** Optional last day of a signed contract; the scheduled job expires it after that day. */
    endDate: date('end_date', { mode: 'string' }),
    /** The signed contract this draft is a new version of. */
    previousId: refColumn('previous_id'),
    /**
     * Read-only share link for customers: an unguessable token (null when none
     * or revoked). Only its SHA-256 is stored, so a database leak opens no contract.
     */
    shareTokenHash: varchar('share_token_hash', { length: 64 }),
    /** When the share link stops opening the contract. */
    shareExpiresAt: timestamptz('share_expires_at'),
    ...auditColumns(),
  },
  (t) => [
    index('pact_contract_template_idx').on(t.templateId),
    uniqueIndex('pact_contract_share_token_idx').on(t.shareTokenHash),
    index('pact_contract_status_end_idx').on(t.status, t.endDate),
    trigramIndex('pact_contract_title_trgm', t.contractTitle),
    index('pact_contract_create_time_idx').on(t.createTime, t.id),
  ],
);
