/** Module registry (namespace `system`, group `module`). */
const en = {
  pageTitle: 'Modules',
  fields: {
    moduleId: 'ID',
    name: 'Module',
    version: 'Version',
    entry: 'Entry',
    prefixes: 'Menu prefixes',
    active: 'State',
    createTime: 'Deployed at',
  },
  state: {
    active: 'Active',
    inactive: 'Inactive',
  },
  activate: 'Activate',
  activateSuccess: 'The version is now active; users get it the next time they load the application',
  loadFailed: 'Failed to load the modules',
  confirm: {
    title: 'Activate version',
    content:
      'Switch the module "{{name}}" to version {{version}}? Users get it the next time they load the application.',
    ok: 'Activate',
    cancel: 'Cancel',
  },
  empty: 'No modules registered',
};

export default en;
