/** Departments (namespace `system`, group `dept`). */
const en = {
  pageTitle: 'Departments',
  fields: {
    parentId: 'Parent department',
    deptName: 'Department name',
    orderNum: 'Order',
    leader: 'Leader',
    phone: 'Phone',
    email: 'E-mail',
    status: 'Status',
    createTime: 'Created at',
  },
  placeholder: {
    parentId: 'Select the parent department',
    deptName: 'Enter the department name',
    leader: 'Enter the leader',
    phone: 'Enter the phone number',
    email: 'Enter the e-mail address',
  },
  rules: {
    parentRequired: 'The parent department cannot be empty',
    deptNameRequired: 'The department name cannot be empty',
  },
  addTitle: 'Add department',
  editTitle: 'Edit department',
  addSuccess: 'Added',
  editSuccess: 'Saved',
  deleteTitle: 'Delete department',
  deleteOne: 'Delete the department "{{name}}"?',
  deleteSuccess: 'Deleted',
  loadFailed: 'Failed to load the departments',
};

export default en;
