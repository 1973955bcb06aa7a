/** Contract list screen (namespace `pact`, group `contract`). */
const en = {
  pageTitle: 'Contracts',
  search: {
    titlePlaceholder: 'Enter a contract title',
    statusPlaceholder: 'All statuses',
    templatePlaceholder: 'All templates',
  },
  columns: {
    id: 'ID',
    contractTitle: 'Contract title',
    template: 'Based on template',
    status: 'Status',
    createdAt: 'Created at',
  },
  viewDetails: 'View details',
  loadFailed: 'Failed to load the contract list',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Please select the contracts to delete',
  deleteConfirm: {
    one: 'Delete the contract "{{name}}"? This cannot be undone.',
    many: 'Delete the {{count}} selected contracts? This cannot be undone.',
  },
};

export default en;
