import type { BaseTagType } from '../../request/api/base-api';
import type { RowId } from './create-resource-api';

/**
 * The cache entries a change to some rows makes stale: the resource's list and each row's own
 * entry (its detail). Another screen's list that shows the rows is added by the caller.
 */
export function listAndRows(tag: BaseTagType, ids: readonly RowId[]) {
  return [{ type: tag, id: 'LIST' }, ...ids.map((id) => ({ type: tag, id: String(id) }))];
}
