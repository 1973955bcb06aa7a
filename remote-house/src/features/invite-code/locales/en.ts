/** Invitation code texts (namespace `house`, group `inviteCode`). */
const en = {
  title: 'Invitation codes',
  fields: {
    code: 'Invitation code',
    codeType: 'Code type',
    status: 'Status',
    creator: 'Created by',
    generateCount: 'Batch size',
    createTime: 'Created at',
    expireTime: 'Expires at',
    usedBy: 'Used by',
    usedTime: 'Used at',
    count: 'Number of codes',
  },
  placeholders: {
    code: 'Enter a code',
    creator: 'Enter a user name',
    count: 'From 1 to {{max}} codes at a time',
    expireTime: 'Leave empty for codes that never expire',
  },
  rules: {
    countRequired: 'Please enter the number of codes',
    countRange: 'Enter a whole number from 1 to {{max}}',
    typeRequired: 'Please choose the code type',
    expireInFuture: 'The expiry time must be in the future',
  },
  actions: {
    generate: 'Generate codes',
    copyLink: 'Copy link',
    copyAll: 'Copy all',
  },
  dialog: {
    generateTitle: 'Generate invitation codes',
    generatedTitle: 'New invitation codes ({{count}})',
    deleteOne: 'Delete the invitation code "{{name}}"?',
    deleteMany: 'Delete the {{count}} selected invitation codes?',
  },
  messages: {
    generated: '{{count}} invitation codes generated',
    copied: 'Copied to the clipboard',
    copyFailed: 'The browser did not allow copying; select the text and copy it by hand',
    deleteSuccess: 'Invitation code deleted',
    loadFailed: 'The invitation codes could not be loaded',
    empty: 'No invitation codes yet: generate some',
  },
};

export default en;
