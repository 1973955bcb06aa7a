/** Tools (namespace `system`, group `tool`). */
const en = {
  tabs: { api: 'API', dict: 'Dictionary lookup', perm: 'Permission lookup' },
  api: {
    search: 'Path, group or summary',
    count: '{{count}} operations',
    viewer: 'Interactive viewer',
    method: 'Method',
    path: 'Path',
    tag: 'Group',
    summary: 'What it does',
    loadFailed: 'The API document could not be loaded',
  },
  dict: {
    search: 'A value, a label in any language, or a type',
    type: 'Dictionary',
    value: 'Value',
    labelLo: 'Lao',
    labelEn: 'English',
    labelZh: 'Chinese',
  },
  perm: {
    search: 'A permission, e.g. house:room:edit',
    invalid: 'Letters, digits and _ : * @ . - only',
    routes: 'API routes that ask for it',
    menus: 'Menus that grant it, and the roles holding them',
    adminNote: 'The admin role holds every permission.',
    permission: 'Permission',
    menu: 'Menu',
    roles: 'Roles',
  },
  noMatch: 'Nothing matches',
  retry: 'Try again',
};

export default en;
