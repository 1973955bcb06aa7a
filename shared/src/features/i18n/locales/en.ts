/** Words every screen uses (namespace `common`). */
const en = {
  actions: {
    ok: 'OK',
    cancel: 'Cancel',
    confirm: 'Confirm',
    search: 'Search',
    reset: 'Reset',
    add: 'Add',
    edit: 'Edit',
    delete: 'Delete',
    view: 'View',
    save: 'Save',
    submit: 'Submit',
    close: 'Close',
    back: 'Back',
    refresh: 'Refresh',
    export: 'Export',
    import: 'Import',
    upload: 'Upload',
    download: 'Download',
    more: 'More',
    operation: 'Actions',
  },
  status: {
    loading: 'Loading...',
    noData: 'No data',
    success: 'Operation succeeded',
    failed: 'Operation failed',
  },
  prompt: {
    systemNotice: 'System notice',
    confirmDelete: 'Are you sure you want to delete this item?',
    pleaseSelect: 'Please select',
    pleaseEnter: 'Please enter',
  },
  language: {
    zh: '中文',
    en: 'English',
    lo: 'ພາສາລາວ',
  },
};

export default en;
