import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAuditHousesMutation,
  useCloseHousesMutation,
  useEndHouseLeaseMutation,
  useMarkHouseSoldMutation,
  useOpenHousesMutation,
} from '../api/house-room-api';
import { useHouseName } from '../components/house-name-text';
import type { HouseRoom } from '../types/house-room';
import { type HouseAction, NOT_REVIEWED } from '../utils/house-status';

/** The state changes made with a confirmation and a message (rent out has its own dialog). */
export type ConfirmedAction = Exclude<HouseAction, 'rent'>;

const SUCCESS: Record<ConfirmedAction, string> = {
  audit: 'houseRoom.messages.auditSuccess',
  close: 'houseRoom.messages.closeSuccess',
  open: 'houseRoom.messages.openSuccess',
  sold: 'houseRoom.messages.soldSuccess',
  endLease: 'houseRoom.messages.endLeaseSuccess',
};

/**
 * Runs a state change of a house: confirm, call, "Successfully taken off"
 * and the like (spec section 4). Putting on a house never reviewed says
 * "Please audit first" and calls nothing. Resolves true when the state changed.
 */
export function useHouseStateAction() {
  const { t } = useTranslation(['house', 'common']);
  const nameOf = useHouseName();
  const [audit] = useAuditHousesMutation();
  const [close] = useCloseHousesMutation();
  const [open] = useOpenHousesMutation();
  const [sold] = useMarkHouseSoldMutation();
  const [endLease] = useEndHouseLeaseMutation();

  return useCallback(
    async (action: ConfirmedAction, row: HouseRoom): Promise<boolean> => {
      const notifier = getNotifier();
      if (action === 'open' && NOT_REVIEWED.includes(row.status)) {
        notifier.warning(t('houseRoom.messages.auditFirst'));
        return false;
      }
      const confirmed = await notifier.confirm({
        title: t('houseRoom.dialog.confirmTitle'),
        content: t(`houseRoom.dialog.${action}Confirm`, { name: nameOf(row) }),
        okText: t('common:actions.confirm'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return false;
      const calls = {
        audit: () => audit([row.id]),
        close: () => close([row.id]),
        open: () => open([row.id]),
        sold: () => sold(row.id),
        endLease: () => endLease(row.id),
      };
      const result = await calls[action]();
      if ('error' in result) return false; // the request client has shown the server's reason
      notifier.success(t(SUCCESS[action]));
      return true;
    },
    [t, nameOf, audit, close, open, sold, endLease],
  );
}
