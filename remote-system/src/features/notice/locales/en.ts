/** Notices and announcements (namespace `system`, group `notice`). */
const en = {
  pageTitle: 'Notices',
  fields: {
    noticeId: 'ID',
    noticeTitle: 'Title',
    noticeType: 'Type',
    noticeContent: 'Content',
    status: 'Status',
    createBy: 'Created by',
    createTime: 'Created at',
    remark: 'Remark',
    actions: 'Actions',
  },
  placeholder: {
    noticeTitle: 'Enter a title',
    noticeType: 'Select a type',
    createBy: 'Enter the creator',
    noticeContent: 'Enter the content',
  },
  rules: {
    titleRequired: 'The title cannot be empty',
    titleMax: 'The title can have at most 50 characters',
    typeRequired: 'Select a type',
  },
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  addTitle: 'Add notice',
  editTitle: 'Edit notice',
  search: 'Search',
  reset: 'Reset',
  save: 'Save',
  cancel: 'Cancel',
  addSuccess: 'Added',
  editSuccess: 'Saved',
  deleteSuccess: 'Deleted',
  loadFailed: 'Failed to load the notices',
  selectToDelete: 'Please select the notices to delete',
  deleteConfirm: {
    title: 'Delete notices',
    content: 'Delete the notices with ID {{ids}}?',
    ok: 'Delete',
    cancel: 'Cancel',
  },
};

export default en;
