/** Contract list screen (namespace `pact`, group `contract`). */
const en = {
  pageTitle: 'Contracts',
  search: {
    title: 'Contract title',
    titlePlaceholder: 'Enter a contract title',
    status: 'Status',
    statusPlaceholder: 'All statuses',
  },
  columns: {
    id: 'ID',
    contractTitle: 'Contract title',
    template: 'Based on template',
    status: 'Status',
    createdAt: 'Created at',
    actions: 'Actions',
  },
  viewDetails: 'View details',
  delete: 'Delete',
  empty: 'No contracts yet',
  loadFailed: 'Failed to load the contract list',
  deleteSuccess: 'Deleted',
  deleteConfirm: {
    title: 'Delete contract',
    content: 'Delete the contract "{{title}}"? This cannot be undone.',
    ok: 'Delete',
    cancel: 'Cancel',
  },
};

export default en;
