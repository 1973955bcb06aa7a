import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowByIdOrThrow } from '../crud-queries';
import type { AnyCrudResource, CrudContext } from './crud-resource';

// Create and update of a resource row, shared by POST/PUT and by the import, so both
// run the same value mapping and the same hooks (uniqueness checks and defaults).

/** Inserts the row a create body describes. */
export async function createRow(
  resource: AnyCrudResource,
  body: Record<string, unknown>,
  context: CrudContext,
): Promise<void> {
  let values = resource.values(body);
  await resource.hooks?.beforeCreate?.(values, context);
  if (resource.hooks?.createDefaults) values = resource.hooks.createDefaults(values);
  await context.db
    .insert(resource.table as PgTable)
    .values({ ...values, createBy: context.user.userName } as never);
}

/** Updates row `id` from a body (fields left out keep their value); not found when missing. */
export async function updateRow(
  resource: AnyCrudResource,
  id: number,
  body: Record<string, unknown>,
  context: CrudContext,
): Promise<void> {
  await rowByIdOrThrow(context.db, resource.table, resource.idColumn, id, notFoundKeyOf(resource));
  const values = resource.values(body);
  await resource.hooks?.beforeUpdate?.(values, { ...context, id });
  await context.db
    .update(resource.table as PgTable)
    .set({ ...values, updateBy: context.user.userName, updateTime: new Date() } as never)
    .where(eq(resource.idColumn, id));
}

export const notFoundKeyOf = (resource: AnyCrudResource) => resource.notFoundKey ?? 'recordNotFound';

/** `house:village` + `list` -> `house:village:list`. */
export const permissionOf = (resource: AnyCrudResource, action: string) => `${resource.permission}:${action}`;

/** The message key of a field's label, or undefined when the resource has no labels. */
export const labelKeyOf = (resource: AnyCrudResource, field: string) =>
  resource.labelPrefix ? `${resource.labelPrefix}.${field}` : undefined;
