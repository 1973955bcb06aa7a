/** Messages of the request client (spec section 8), namespace `common`, group `request`. */
const en = {
  sessionExpiredTitle: 'System notice',
  sessionExpiredContent: 'Your login has expired. You can stay on this page or log in again.',
  relogin: 'Log in again',
  cancel: 'Cancel',
  sessionInvalid: 'Invalid session, or the session has expired. Please log in again.',
  networkError: 'Backend interface connection abnormal',
  timeout: 'System interface request timed out',
  httpStatus: 'System interface {{status}} abnormal',
  code401: 'Authentication failed, cannot access system resources',
  code403: 'No permission for the current operation',
  code404: 'The resource does not exist',
  codeDefault: 'Unknown system error, please report to the administrator',
  duplicateSubmit: 'Data is being processed, please do not resubmit',
  downloading: 'Downloading data, please wait',
  downloadError: 'Error downloading the file, please contact the administrator',
};

export default en;
