/** Property developers (namespace `system`, group `developer`). */
const en = {
  fields: {
    logo: 'Logo',
    companyName: 'Company',
    contactName: 'Contact',
    phone: 'Phone',
    website: 'Website',
    villageCount: 'Villages',
    description: 'Description',
    remark: 'Remark',
  },
  placeholder: {
    search: 'Company or contact',
    companyName: 'e.g. Phongsavanh Land',
    contactName: 'Who to call',
    phone: 'e.g. +856 20 5555 1234',
    website: 'https://…',
  },
  rules: {
    phone: 'Enter a phone number (digits, spaces, + ( ) -)',
    website: 'Enter a web address starting with http:// or https://',
  },
  addTitle: 'Add a developer',
  editTitle: 'Edit the developer',
  addSuccess: 'Developer added',
  editSuccess: 'Developer saved',
  deleteTitle: 'Delete developers',
  deleteOne: 'Delete the developer "{{name}}"? Its villages stay, without a developer.',
  deleteMany: 'Delete the {{count}} selected developers? Their villages stay, without a developer.',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the developers to delete first',
  loadFailed: 'The developers could not be loaded',
  exportFileName: 'developers',
  empty: 'No developer yet',
};

export default en;
