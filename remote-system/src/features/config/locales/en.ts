/** System parameters (namespace `system`, group `config`). */
const en = {
  fields: {
    configId: 'Parameter ID',
    configName: 'Parameter name',
    configKey: 'Parameter key',
    configValue: 'Parameter value',
    configType: 'Built in',
    remark: 'Remark',
    createTime: 'Created at',
  },
  placeholder: {
    configName: 'Enter the parameter name',
    configKey: 'For example sys.account.registerUser',
    configValue: 'Enter the parameter value',
  },
  rules: {
    configNameRequired: 'The parameter name cannot be empty',
    configKeyRequired: 'The parameter key cannot be empty',
    configKeyPattern: 'The key cannot contain spaces',
    configValueRequired: 'The parameter value cannot be empty',
  },
  addTitle: 'Add parameter',
  editTitle: 'Edit parameter',
  addSuccess: 'Added',
  editSuccess: 'Saved',
  deleteTitle: 'Delete parameters',
  deleteOne: 'Delete the parameter "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected parameters?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Please select the parameters to delete',
  loadFailed: 'Failed to load the parameters',
  exportFileName: 'parameters',
};

export default en;
