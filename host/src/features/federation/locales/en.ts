const en = {
  loading: 'Loading the module…',
  errorTitle: 'This module could not be loaded',
  errorRegistry: 'The list of modules could not be read from the server. Other screens keep working.',
  errorRemote: 'Module "{{name}}" is unreachable or failed to start. Other screens keep working.',
  errorPage: 'The page failed while loading or showing.',
  retry: 'Retry',
  notAvailableTitle: 'Page not available',
  notAvailableText: 'No installed module provides the page "{{component}}". It may not be deployed yet.',
  backHome: 'Back to home',
  details: 'Details',
  updateTitle: 'The {{name}} module was updated',
  updateText: 'Version {{version}} is now live. Reload when you are ready; nothing changes until then.',
  updateReload: 'Reload',
  moduleNames: {
    remote_house: 'Property',
    remote_vehicle: 'Vehicles',
    remote_contracts: 'Contracts',
    remote_system: 'System',
  },
};

export default en;
