import { ContractLinkDialog } from '@agency/shared/features/contract/components/contract-link-dialog';
import { useCreateShareLinkMutation, useRevokeShareLinkMutation } from '../api/contract-detail-api';
import { shareUrl } from '../utils/contract-paths';

interface ShareDialogProps {
  contractId: number;
  shared: boolean;
  open: boolean;
  onClose: () => void;
}

/** The share link dialog of a contract, on the contracts module's routes. */
export function ShareDialog({ contractId, shared, open, onClose }: ShareDialogProps) {
  const [create, creating] = useCreateShareLinkMutation();
  const [revoke, revoking] = useRevokeShareLinkMutation();
  return (
    <ContractLinkDialog
      shared={shared}
      open={open}
      onClose={onClose}
      create={(days) => create({ id: contractId, days }).unwrap()}
      revoke={() => revoke(contractId).unwrap()}
      busy={{ creating: creating.isLoading, revoking: revoking.isLoading }}
      urlOf={shareUrl}
    />
  );
}
