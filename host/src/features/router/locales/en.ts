const en = {
  titles: {
    dashboard: 'Dashboard',
    profile: 'Personal centre',
    authRole: 'Assign roles',
    authUser: 'Assign users',
    dictData: 'Dictionary data',
    jobLog: 'Job log',
  },
  loading: 'Loading…',
  pageFailedTitle: 'This page could not be shown',
  pageFailedText:
    'A part of it did not load: the connection may have dropped, or a new version was installed. Reload the page to try again.',
  reload: 'Reload the page',
  notFound: 'Sorry, the page you visited does not exist.',
  unauthorized: 'Sorry, you have no permission to open this page.',
  backHome: 'Back to home',
  back: 'Back',
  loadUserFailed: 'Your user information could not be loaded. Please log in again.',
  menusFailed: 'The menus could not be loaded in the new language.',
  landing: {
    title: 'Agency back office',
    subtitle:
      'Houses, vehicles, customers and contracts of your agency in one place, in Lao, English and Chinese.',
    login: 'Log in',
    enter: 'Open the back office',
    register: 'Register with an invitation code',
    houses: 'Houses and villages',
    housesText: 'List houses for rent or sale, review them, rent them out and share them.',
    vehicles: 'Vehicles',
    vehiclesText: 'Keep the fleet, leases and vehicle contracts up to date.',
    contracts: 'Contracts',
    contractsText: 'Turn Word templates into contracts, edit them online and download them.',
    customers: 'Customers and reminders',
    customersText: 'Follow customers from first contact to signing, with lease expiry reminders.',
  },
};

export default en;
