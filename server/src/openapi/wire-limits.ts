import type { WireDocument, WireSchema } from './wire-document';

/** What a form may check of one field before sending it: the schema's own limits. */
export interface FieldLimits {
  required?: true;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: (string | number | boolean)[];
}

export type OperationLimits = { body?: Record<string, FieldLimits>; query?: Record<string, FieldLimits> };

/** path -> method -> the limits of its JSON body's fields and of its query's parameters. */
export type WireLimits = Record<string, Record<string, OperationLimits>>;

const numberKeys = ['minLength', 'maxLength', 'minimum', 'maximum'] as const;

/** The limits of one schema; a nullable field (`anyOf [T, null]`) has the limits of T. */
function schemaLimits(schema: WireSchema, required: boolean): FieldLimits {
  const limits: FieldLimits = {};
  if (required) limits.required = true;
  const branches = schema.anyOf ?? [schema];
  const values: (string | number | boolean)[] = [];
  for (const branch of branches) {
    if (branch.type === 'null') continue;
    for (const key of numberKeys) if (typeof branch[key] === 'number') limits[key] = branch[key] as number;
    if (typeof branch.pattern === 'string') limits.pattern = branch.pattern;
    for (const value of branch.enum ?? (branch.const === undefined ? [] : [branch.const]))
      if (value !== null) values.push(value as string | number | boolean);
  }
  // An enum is a limit only when every branch names its values (a plain string branch allows any).
  const enumerated = branches.filter((b) => b.type !== 'null').every((b) => b.enum || b.const !== undefined);
  if (values.length > 0 && enumerated) limits.enum = values;
  return limits;
}

function sortedObject<T>(entries: [string, T][]): Record<string, T> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The limits of every request body and query of the document, keyed by path and method. */
export function wireLimits(document: WireDocument): WireLimits {
  const byPath: [string, Record<string, OperationLimits>][] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const byMethod: [string, OperationLimits][] = [];
    for (const [method, operation] of Object.entries(operations)) {
      const result: OperationLimits = {};
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      if (query.length > 0)
        result.query = sortedObject(
          query.map((p) => [p.name, schemaLimits(p.schema ?? {}, p.required === true)]),
        );
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body?.properties) {
        const required = new Set(body.required ?? []);
        result.body = sortedObject(
          Object.entries(body.properties).map(([name, schema]) => [
            name,
            schemaLimits(schema, required.has(name)),
          ]),
        );
      }
      if (result.query || result.body) byMethod.push([method, result]);
    }
    if (byMethod.length > 0) byPath.push([path, sortedObject(byMethod)]);
  }
  return sortedObject(byPath);
}
