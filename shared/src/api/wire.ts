import type { paths } from './generated/wire-types';

/**
 * Names for the parts of a route in the generated wire types: Fastify's swagger writes
 * every schema inline, so a shape is named by its route, e.g.
 * `type Village = WireRow<'/system/houseVillage/list', 'get'>`.
 */
export type WirePath = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a path answers. */
export type WireMethod<P extends WirePath> = {
  [M in HttpMethod]: paths[P][M] extends { responses: unknown } ? M : never;
}[HttpMethod];

type Operation<P extends WirePath, M extends WireMethod<P>> = Extract<paths[P][M], { responses: unknown }>;

/** The JSON answer (the whole envelope). */
export type WireAnswer<P extends WirePath, M extends WireMethod<P>> = Operation<P, M>['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : never;

/** The JSON request body. */
export type WireBody<P extends WirePath, M extends WireMethod<P>> =
  NonNullable<Operation<P, M>['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** The query parameters. */
export type WireQuery<P extends WirePath, M extends WireMethod<P>> = NonNullable<
  Operation<P, M>['parameters']['query']
>;

/** The envelope's `data`. */
export type WireData<P extends WirePath, M extends WireMethod<P>> =
  WireAnswer<P, M> extends { data?: infer D } ? NonNullable<D> : never;

/** A row of a TableSchema answer (`rows`). */
export type WireRow<P extends WirePath, M extends WireMethod<P>> =
  WireAnswer<P, M> extends {
    rows?: (infer R)[];
  }
    ? R
    : never;

/**
 * A wire shape with some fields narrowed to what the screen knows of them (the server
 * answers `string` where the screen switches on a dictionary's values).
 */
export type Narrowed<T, N extends { [K in keyof T]?: unknown }> = Omit<T, keyof N> & N;
