/** The public pages' news (namespace `common`, group `publicNews`). */
const en = {
  title: 'News from the agency',
  read: 'Read',
  by: 'By {{author}} · {{date}}',
  loadFailed: 'The article could not be loaded',
  close: 'Close',
};

export default en;
