import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowByIdOrThrow } from '../crud-queries';
import type { AnyCrudResource, CrudContext } from './crud-resource';

// Create and update of a resource row, shared by POST/PUT and by the import, so both
// run the same value mapping and the same hooks (uniqueness checks and defaults).

/** Inserts the row a create body describes and answers its id. */
export async function createRow(
  resource: AnyCrudResource,
  body: Record<string, unknown>,
  context: CrudContext,
): Promise<number> {
  const hookContext = { ...context, body };
  let values = resource.values(body);
  values = (await resource.hooks?.beforeCreate?.(values, hookContext)) ?? values;
  if (resource.hooks?.createDefaults) values = resource.hooks.createDefaults(values);
  const [inserted] = await context.db
    .insert(resource.table as PgTable)
    .values({ ...values, createBy: context.user.userName } as never)
    .returning({ id: resource.idColumn });
  const id = Number(inserted?.id);
  await resource.hooks?.afterCreate?.(id, values, hookContext);
  return id;
}

/** Updates row `id` from a body (fields left out keep their value); not found when missing. */
export async function updateRow(
  resource: AnyCrudResource,
  id: number,
  body: Record<string, unknown>,
  context: CrudContext,
): Promise<void> {
  const previous = await rowByIdOrThrow(
    context.db,
    resource.table,
    resource.idColumn,
    id,
    notFoundKeyOf(resource),
    resource.scope,
  );
  const hookContext = { ...context, body, previous };
  let values = resource.values(body);
  values = (await resource.hooks?.beforeUpdate?.(values, { ...hookContext, id })) ?? values;
  await context.db
    .update(resource.table as PgTable)
    .set({ ...values, updateBy: context.user.userName, updateTime: new Date() } as never)
    .where(and(eq(resource.idColumn, id), resource.scope));
  await resource.hooks?.afterUpdate?.(id, values, hookContext);
}

export const notFoundKeyOf = (resource: AnyCrudResource) => resource.notFoundKey ?? 'recordNotFound';

/** `house:village` + `list` -> `house:village:list`. */
export const permissionOf = (resource: AnyCrudResource, action: string) => `${resource.permission}:${action}`;

/** The message key of a field's label, or undefined when the resource has no labels. */
export const labelKeyOf = (resource: AnyCrudResource, field: string) =>
  resource.labelPrefix ? `${resource.labelPrefix}.${field}` : undefined;
