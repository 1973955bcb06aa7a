/** Online users (namespace `system`, group `online`). */
const en = {
  pageTitle: 'Online users',
  fields: {
    index: 'No.',
    tokenId: 'Session ID',
    userName: 'User name',
    deptName: 'Department',
    ipaddr: 'IP address',
    loginLocation: 'Login location',
    browser: 'Browser',
    os: 'Operating system',
    loginTime: 'Login time',
  },
  placeholder: {
    ipaddr: 'Enter an IP address',
    userName: 'Enter a user name',
  },
  forceLogout: 'Force logout',
  forceLogoutSuccess: 'The user was logged out',
  loadFailed: 'Failed to load the online users',
  confirm: {
    title: 'Force logout',
    content: 'Force the user "{{userName}}" to log out?',
    ok: 'Log out',
  },
  current: 'This session',
};

export default en;
