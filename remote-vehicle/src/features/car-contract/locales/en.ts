/** Vehicle contract texts (namespace `vehicle`, group `carContract`). */
const en = {
  fields: {
    id: 'No.',
    contractTitle: 'Contract title',
    template: 'Template',
    status: 'Status',
    createdAt: 'Created at',
    signedAt: 'Signed at',
    endDate: 'Ends on',
  },
  placeholders: {
    contractTitle: 'Search by title',
    template: 'Any template',
    status: 'Any status',
  },
  status: { 0: 'Draft', 1: 'Signed', 2: 'Expired' },
  actions: {
    view: 'View',
    download: 'Word',
    share: 'Share link',
    edit: 'Open in contracts',
    generate: 'Generate from a template',
  },
  dialog: {
    viewTitle: 'Vehicle contract',
    deleteOne: 'Delete the contract "{{name}}"?',
    deleteMany: 'Delete the {{count}} selected contracts?',
  },
  messages: {
    deleteSuccess: 'Deleted',
    selectToDelete: 'Select at least one contract to delete',
    loadFailed: 'The vehicle contracts could not be loaded',
    detailFailed: 'The contract could not be loaded',
    downloadFailed: 'The Word file could not be made',
    empty: 'No vehicle contracts yet: generate one from a template with a car lease',
  },
  public: {
    notAvailable: 'This contract link does not work',
    notAvailableHint: 'It may have been revoked or replaced. Please ask the agency for a new link.',
    loadFailed: 'The contract could not be loaded',
    retry: 'Try again',
  },
};

export default en;
