/** The login log (namespace `system`, group `loginLog`). */
const en = {
  fields: {
    infoId: 'ID',
    userName: 'User name',
    ipaddr: 'Address',
    loginLocation: 'Location',
    browser: 'Browser',
    os: 'Operating system',
    status: 'Result',
    msg: 'Message',
    loginTime: 'Time',
  },
  placeholder: {
    userName: 'Enter a user name',
    ipaddr: 'Enter an address',
  },
  deleteTitle: 'Delete login records',
  deleteOne: 'Delete the login record of {{name}}?',
  deleteMany: 'Delete the {{count}} selected login records?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the records to delete first',
  loadFailed: 'The login log could not be loaded',
  exportFileName: 'login-log',
  empty: 'No sign-in recorded',
  unlock: 'Unlock',
  unlockTitle: 'Unlock account',
  unlockConfirm: 'Unlock the account {{name}} so it can sign in again at once?',
  unlocked: 'The account {{name}} is unlocked',
};

export default en;
