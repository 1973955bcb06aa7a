/** Quick links (namespace `system`, group `link`). */
const en = {
  fields: {
    linkName: 'Name',
    url: 'Address',
    icon: 'Icon',
    orderNum: 'Order',
    visible: 'Shown',
    remark: 'Remark',
    createTime: 'Created',
  },
  placeholder: {
    search: 'Name or address',
    linkName: 'e.g. Land office search',
    url: 'https://…',
  },
  rules: { url: 'Enter a web address starting with http:// or https://' },
  addTitle: 'Add a link',
  editTitle: 'Edit the link',
  addSuccess: 'Link added',
  editSuccess: 'Link saved',
  deleteTitle: 'Delete links',
  deleteOne: 'Delete the link "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected links?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the links to delete first',
  loadFailed: 'The links could not be loaded',
  empty: 'No link yet: the ones added here show in every staff member’s navbar',
};

export default en;
