import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { useCallback, useMemo, useState } from 'react';
import { CarDetailDrawer } from '../components/car-detail-drawer';
import { CarLeaseDialog } from '../components/car-lease-dialog';
import { type CarDialog, CarRowActions } from '../components/car-row-actions';
import { CarSaleDialog } from '../components/car-sale-dialog';
import { CarShareDialog } from '../components/car-share-dialog';
import { carResource } from '../fields/car-resource';
import type { Car, CarInput } from '../types/car';

type OpenDialog = { kind: CarDialog; row: Car } | null;

/**
 * `vehicle/car/index`: the kit's list of vehicles (filter drawer with the filters in
 * the URL, cards below 992 px, add/edit, delete, export, import) with details, lease,
 * end lease, sale and share.
 */
export default function CarListPage() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const open = useCallback((kind: CarDialog, row: Car) => setDialog({ kind, row }), []);
  const close = useCallback(() => setDialog(null), []);
  const definition = useMemo<ResourceDefinition<Car, CarInput>>(
    () => ({ ...carResource, rowActions: (row) => <CarRowActions row={row} onOpen={open} /> }),
    [open],
  );
  return (
    <>
      <ResourceList definition={definition} />
      {dialog?.kind === 'detail' && <CarDetailDrawer row={dialog.row} onClose={close} />}
      {dialog?.kind === 'lease' && <CarLeaseDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'sell' && <CarSaleDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'share' && <CarShareDialog row={dialog.row} onClose={close} />}
    </>
  );
}
