/** Contract texts shared by the contracts and vehicle screens (namespace `common`, group `contract`). */
const en = {
  cancel: 'Cancel',
  share: {
    title: 'Share with the customer',
    active: 'A share link is active. It opens a read-only copy without a login.',
    inactive: 'The contract is not shared.',
    create: 'Create link',
    renew: 'Create a new link',
    renewHint: 'Links are shown once. A new link replaces the old one.',
    created: 'Copy this link now; it will not be shown again.',
    copy: 'Copy',
    copied: 'Link copied',
    revoke: 'Revoke link',
    revokeConfirm: 'Revoke the share link? The customer can no longer open the contract with it.',
    revoked: 'Share link revoked',
    failed: 'The share link could not be changed',
    days: 'Open for (days)',
    daysHint: 'Leave empty for the usual period',
    expiresAt: 'The link works until {{date}}',
  },
  document: {
    loading: 'Opening the document…',
    failed: 'The document could not be shown',
    failedHint: 'Check the connection and try again.',
    retry: 'Try again',
    label: 'Contract document',
  },
};

export default en;
