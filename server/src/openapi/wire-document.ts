import { apiPrefix } from '../routes/api-prefix';
import { createTestApp } from '../testing/test-app';

/** The part of an OpenAPI 3 document the wire files read. */
export interface WireDocument {
  openapi: string;
  paths: Record<string, Record<string, WireOperation>>;
  [key: string]: unknown;
}

export interface WireOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: WireSchema }[];
  requestBody?: { content?: Record<string, { schema?: WireSchema }> };
  [key: string]: unknown;
}

export interface WireSchema {
  type?: string | string[];
  properties?: Record<string, WireSchema>;
  required?: string[];
  anyOf?: WireSchema[];
  enum?: unknown[];
  const?: unknown;
  [key: string]: unknown;
}

/**
 * The server's OpenAPI document as the routes' TypeBox schemas make it, paths without the
 * `/web-api` prefix (the apps' request client adds it). The application is built the way
 * tests build it, on a throwaway PGlite database: some plugins read the database while
 * they register.
 */
export async function buildWireDocument(): Promise<WireDocument> {
  const testApp = await createTestApp();
  try {
    const document = testApp.app.swagger() as unknown as WireDocument;
    const paths: WireDocument['paths'] = {};
    for (const [url, operations] of Object.entries(document.paths))
      if (url.startsWith(`${apiPrefix}/`)) paths[url.slice(apiPrefix.length)] = operations;
    return linkRecursiveSchemas({ ...document, paths });
  } finally {
    await testApp.close();
  }
}

/**
 * A recursive TypeBox schema (a tree node) is written inline with its inner `$ref` pointing
 * at a component the document does not hold; openapi-typescript cannot resolve that. The
 * schema that encloses the reference and carries the recursive schema's title becomes that
 * component, and each of its references points there.
 */
export function linkRecursiveSchemas(document: WireDocument): WireDocument {
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = { ...(components.schemas ?? {}) };
  const prefix = '#/components/schemas/';
  /** A missing component's name -> the title of the schema it stands for. */
  const titles = new Map<string, string>();
  const dangling: Record<string, unknown>[] = [];
  const visit = (node: unknown, titled: Record<string, unknown> | undefined) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const enclosing = typeof record.title === 'string' ? record : titled;
    const ref = record.$ref;
    if (typeof ref === 'string' && ref.startsWith(prefix) && !(ref.slice(prefix.length) in schemas)) {
      dangling.push(record);
      // Only the first copy of the schema carries its title; the others are copies of it.
      if (enclosing && !titles.has(ref)) {
        titles.set(ref, enclosing.title as string);
        schemas[enclosing.title as string] = enclosing;
      }
    }
    for (const value of Object.values(record)) visit(value, enclosing);
  };
  visit(document.paths, undefined);
  for (const record of dangling) {
    const title = titles.get(record.$ref as string);
    if (title) record.$ref = `${prefix}${title}`;
  }
  return { ...document, components: { ...components, schemas } };
}
