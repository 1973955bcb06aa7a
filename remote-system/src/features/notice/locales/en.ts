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
  },
  placeholder: {
    noticeTitle: 'Enter a title',
    noticeType: 'Select a type',
    createBy: 'Enter the creator',
  },
  rules: {
    titleRequired: 'The title cannot be empty',
    titleMax: 'The title can have at most 50 characters',
    typeRequired: 'Select a type',
  },
  // The kit's Add and Save buttons show the common words; e2e tests read them here (same text).
  add: 'Add',
  save: 'Save',
  addTitle: 'Add notice',
  editTitle: 'Edit notice',
  addSuccess: 'Added',
  editSuccess: 'Saved',
  deleteTitle: 'Delete notices',
  deleteOne: 'Delete the notice "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected notices?',
  deleteSuccess: 'Deleted',
  loadFailed: 'Failed to load the notices',
  selectToDelete: 'Please select the notices to delete',
};

export default en;
