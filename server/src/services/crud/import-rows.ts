import { Type } from '@sinclair/typebox';
import type ExcelJS from 'exceljs';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { languages, type Translate, translate } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import type { FieldError } from '../../plugins/envelope';
import { labelViolations } from '../../plugins/labelled-validation';
import { formatDateTime } from '../date-format';
import type { AnyCrudResource, CrudContext } from './crud-resource';
import { createRow, labelKeyOf, updateRow } from './crud-writes';
import { type DictionaryEntry, loadDictionaries, normalizeText, valueOfLabel } from './dictionary-labels';
import { IMPORT_MAX_ROWS, plainCellValue } from './import-upload';

/** The answer of `importData` (`data`). */
export interface ImportReport {
  total: number;
  inserted: number;
  updated: number;
  failed: number;
  /** False when nothing was written (all-or-nothing with an invalid row). */
  committed: boolean;
  /** `row` is the spreadsheet row (header = 1); `column` the localized header or null. */
  errors: { row: number; column: string | null; message: string }[];
}

export const ImportReportSchema = Type.Object({
  total: Type.Integer(),
  inserted: Type.Integer(),
  updated: Type.Integer(),
  failed: Type.Integer(),
  committed: Type.Boolean(),
  errors: Type.Array(
    Type.Object({
      row: Type.Integer(),
      column: Type.Union([Type.String(), Type.Null()]),
      message: Type.String(),
    }),
  ),
});

/** An ApiError about one field: the import names its column. */
export class FieldApiError extends ApiError {
  constructor(
    readonly field: string,
    messageKey: string,
    params?: Record<string, string | number>,
  ) {
    super(messageKey, params);
  }
}

/** The fields an import reads, in template order. */
export function importFieldsOf(resource: AnyCrudResource): string[] {
  return resource.import?.fields ?? Object.keys(resource.fields);
}

/** Header text -> field: the field's label in any language, or its JSON name. */
function headerMatcher(resource: AnyCrudResource, fields: string[]): (header: string) => string | undefined {
  const names = new Map<string, string>();
  for (const field of fields) {
    names.set(normalizeText(field), field);
    const key = labelKeyOf(resource, field);
    if (key) for (const lang of languages) names.set(normalizeText(translate(lang, key)), field);
  }
  return (header) => names.get(normalizeText(header.replace(/\*\s*$/, '')));
}

/** JSON types a field's schema accepts (`type`, `type: [...]` or the branches of a union). */
function typesOf(schema: unknown): Set<string> {
  const types = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { type, anyOf, const: constant } = node as { type?: unknown; anyOf?: unknown[]; const?: unknown };
    if (typeof type === 'string') types.add(type);
    if (Array.isArray(type)) for (const item of type) types.add(String(item));
    if (constant !== undefined) types.add(typeof constant);
    if (Array.isArray(anyOf)) anyOf.forEach(visit);
  };
  visit(schema);
  return types;
}

const yesWords = new Set(languages.map((lang) => normalizeText(translate(lang, 'value.yes'))));
const noWords = new Set(languages.map((lang) => normalizeText(translate(lang, 'value.no'))));

/** A cell as the JSON value a form would send for the field. */
function bodyValue(
  cell: ExcelJS.CellValue,
  schema: unknown,
  entries: DictionaryEntry[] | undefined,
): unknown {
  const value = plainCellValue(cell);
  if (value === undefined) return undefined;
  const types = typesOf(schema);
  if (value instanceof Date) {
    const text = formatDateTime(value) ?? '';
    return value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds() === 0
      ? value.toISOString().slice(0, 10)
      : text;
  }
  if (entries && typeof value === 'string') return valueOfLabel(entries, value) ?? value;
  if (types.has('boolean') && typeof value === 'string') {
    if (yesWords.has(normalizeText(value))) return true;
    if (noWords.has(normalizeText(value))) return false;
  }
  if (typeof value === 'number' && types.has('string') && !types.has('number') && !types.has('integer'))
    return String(value);
  if (typeof value === 'string' && (types.has('number') || types.has('integer')) && !types.has('string')) {
    const number = Number(value.replace(/,/g, ''));
    return Number.isFinite(number) ? number : value;
  }
  return value;
}

/**
 * Failed form rules checked by a hook (required fields that depend on other fields):
 * `fieldErrors` hold translated messages, `msg` is "Invalid request: <first message>",
 * the same shape as a schema violation. The import reports the first field's column.
 */
export class FormApiError extends FieldApiError {
  constructor(
    readonly fieldErrors: FieldError[],
    t: Translate,
  ) {
    super(fieldErrors[0]?.field ?? '', t('validation.failed', { detail: fieldErrors[0]?.message ?? '' }));
  }
}

class Rollback extends Error {}

/**
 * Imports the data rows of `sheet`: headers matched in any language, every row
 * converted and validated against the create schema, written with the create (or,
 * with `updateSupport` and a match, the update) hooks, in one transaction with a
 * savepoint a row. 'all-or-nothing' rolls everything back when a row fails.
 */
export async function importRows(
  request: FastifyRequest,
  resource: AnyCrudResource,
  sheet: ExcelJS.Worksheet,
  updateSupport: boolean,
): Promise<ImportReport> {
  const spec = resource.import;
  if (!spec) throw new Error('importRows without an import declaration');
  const user = requireUser(request);
  const fields = importFieldsOf(resource);
  const label = (field: string) => {
    const key = labelKeyOf(resource, field);
    return key ? request.t(key) : field;
  };

  // Header row: column number -> field.
  const matchHeader = headerMatcher(resource, fields);
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => {
    const text = plainCellValue(cell.value);
    const field = text === undefined ? undefined : matchHeader(String(text));
    if (field && ![...columns.values()].includes(field)) columns.set(column, field);
  });
  const createSchema = Type.Object(resource.fields);
  for (const field of createSchema.required ?? []) {
    if (fields.includes(field) && ![...columns.values()].includes(field))
      throw new ApiError('crud.import.missingHeader', { column: label(field) });
  }

  // Data rows, skipping blank ones.
  const rows: { number: number; row: ExcelJS.Row }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const blank = [...columns.keys()].every(
      (column) => plainCellValue(row.getCell(column).value) === undefined,
    );
    if (!blank) rows.push({ number, row });
  });
  if (rows.length === 0) throw new ApiError('crud.import.empty');
  if (rows.length > IMPORT_MAX_ROWS)
    throw new ApiError('crud.import.tooManyRows', { limit: IMPORT_MAX_ROWS });

  const db = request.server.db;
  const dictionaries = await loadDictionaries(db, Object.values(resource.dictFields ?? {}));
  const validate = request.compileValidationSchema(createSchema, 'body');
  const labelKey = (field: string) => labelKeyOf(resource, field);
  const report: ImportReport = {
    total: rows.length,
    inserted: 0,
    updated: 0,
    failed: 0,
    committed: true,
    errors: [],
  };
  const fail = (row: number, field: string | undefined, message: string) => {
    report.errors.push({ row, column: field && fields.includes(field) ? label(field) : null, message });
  };
  const seen = new Map<string, Map<string, number>>(
    (spec.uniqueInSheet ?? []).map((field) => [field, new Map()]),
  );

  try {
    await db.transaction(async (tx) => {
      for (const { number, row } of rows) {
        const body: Record<string, unknown> = {};
        for (const [column, field] of columns) {
          const dictType = resource.dictFields?.[field];
          const value = bodyValue(
            row.getCell(column).value,
            resource.fields[field],
            dictType ? dictionaries.get(dictType) : undefined,
          );
          if (value !== undefined) body[field] = value;
        }
        if (!validate(body)) {
          const violations = (validate.errors ?? []) as FastifySchemaValidationError[];
          const { fieldErrors } = labelViolations(request, violations, labelKey);
          const first = fieldErrors[0];
          fail(number, first?.field, first?.message ?? request.t('validation.failed', { detail: '' }));
          continue;
        }
        const duplicate = [...seen].find(([field, values]) => {
          const text = body[field] === undefined ? '' : normalizeText(String(body[field]));
          const earlier = text ? values.get(text) : undefined;
          if (earlier !== undefined) {
            fail(
              number,
              field,
              request.t('crud.import.duplicateInSheet', {
                column: label(field),
                value: String(body[field]),
                row: earlier,
              }),
            );
            return true;
          }
          if (text) values.set(text, number);
          return false;
        });
        if (duplicate) continue;
        try {
          await tx.transaction(async (savepoint) => {
            const context: CrudContext = { db: savepoint, t: request.t, user, importing: true };
            const existing = updateSupport && spec.match ? await spec.match(savepoint, body) : undefined;
            if (existing !== undefined) {
              await updateRow(resource, existing, body, context);
              report.updated += 1;
            } else {
              await createRow(resource, body, context);
              report.inserted += 1;
            }
          });
        } catch (error) {
          if (error instanceof ApiError) {
            fail(
              number,
              error instanceof FieldApiError ? error.field : undefined,
              request.t(error.messageKey, error.params),
            );
          } else {
            request.log.warn({ err: error, row: number }, 'import row failed');
            fail(number, undefined, request.t('crud.import.rowFailed'));
          }
        }
      }
      report.failed = report.errors.length;
      if (report.failed > 0 && spec.mode === 'all-or-nothing') throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    report.committed = false;
    report.inserted = 0;
    report.updated = 0;
  }
  report.failed = report.errors.length;
  return report;
}
