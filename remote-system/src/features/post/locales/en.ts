/** Job positions (namespace `system`, group `post`). */
const en = {
  pageTitle: 'Positions',
  fields: {
    postId: 'Position ID',
    postCode: 'Position code',
    postName: 'Position name',
    postSort: 'Order',
    status: 'Status',
    remark: 'Remark',
    createTime: 'Created at',
  },
  placeholder: {
    postCode: 'Enter the position code',
    postName: 'Enter the position name',
  },
  rules: {
    postCodeRequired: 'The position code cannot be empty',
    postCodePattern: 'Only letters, digits and _ . - are allowed',
    postNameRequired: 'The position name cannot be empty',
  },
  addTitle: 'Add position',
  editTitle: 'Edit position',
  addSuccess: 'Added',
  editSuccess: 'Saved',
  deleteTitle: 'Delete positions',
  deleteOne: 'Delete the position "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected positions?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Please select the positions to delete',
  loadFailed: 'Failed to load the positions',
  exportFileName: 'positions',
};

export default en;
