/** One operation of the OpenAPI document, as the API tab lists it. */
export interface ApiOperation {
  method: string;
  path: string;
  tag: string;
  summary: string;
}

/** The part of an OpenAPI 3 document the API tab reads. */
export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** The document's operations (paths without /web-api), in path order, filtered by a word of path, tag or summary. */
export function apiOperations(document: OpenApiDocument | undefined, word: string): ApiOperation[] {
  const needle = word.trim().toLowerCase();
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document?.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const entry = {
        method: method.toUpperCase(),
        path: path.replace(/^\/web-api/, ''),
        tag: operation.tags?.[0] ?? '',
        summary: operation.summary ?? '',
      };
      const text = `${entry.method} ${entry.path} ${entry.tag} ${entry.summary}`.toLowerCase();
      if (!needle || text.includes(needle)) operations.push(entry);
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
