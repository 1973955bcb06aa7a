import { baseApi } from '@agency/shared/features/request/api/base-api';
import { RefreshCacheButton } from '@agency/shared/features/resource/components/refresh-cache-button';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { useAppDispatch } from '@agency/shared/features/store/hooks/typed-hooks';
import { useMemo } from 'react';
import { dictTypeResource } from '../fields/dict-type-resource';
import type { DictTypeInput, DictTypeRow } from '../types/dict';

/** `system/dict/index`: dictionary types (search, add, edit, delete, export, refresh cache); a type opens its entries. */
export default function DictTypePage() {
  const dispatch = useAppDispatch();
  const definition = useMemo<ResourceDefinition<DictTypeRow, DictTypeInput>>(
    () => ({
      ...dictTypeResource,
      // As in RuoYi the refresh needs the remove permission; every screen's dictionary tags reload.
      toolbar: ({ refetch }) => (
        <RefreshCacheButton
          url="/system/dict/type/refreshCache"
          permission="system:dict:remove"
          onRefreshed={() => {
            refetch();
            dispatch(baseApi.util.invalidateTags(['Dict', 'DictType']));
          }}
        />
      ),
    }),
    [dispatch],
  );
  return (
    <div className="system-dict-page">
      <ResourceList definition={definition} />
    </div>
  );
}
