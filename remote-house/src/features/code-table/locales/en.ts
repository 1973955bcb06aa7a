/** Code table texts (namespace `house`, group `codeTable`). */
const en = {
  title: 'Code tables',
  tables: {
    house_type: 'House type',
    house_ownership: 'Ownership',
    house_parking: 'Parking',
    house_orientation: 'Orientation',
    house_decoration: 'Decoration',
    house_feature: 'Features',
    house_status: 'House status',
  },
  colours: {
    default: 'Grey',
    primary: 'Blue',
    success: 'Green',
    info: 'Light grey',
    warning: 'Orange',
    danger: 'Red',
  },
  fields: {
    dictType: 'Code table',
    dictValue: 'Value',
    dictLabel: 'Label (Chinese)',
    dictLabelEn: 'Label (English)',
    dictLabelLo: 'Label (Lao)',
    dictSort: 'Order',
    listClass: 'Tag colour',
    status: 'Status',
    usedBy: 'Houses using it',
    remark: 'Remark',
  },
  placeholders: {
    dictValue: 'For example villa',
    valueHint: 'Stored in the houses; renaming it updates every house that uses it',
    label: 'Search a label',
  },
  rules: {
    valueFormat: 'Letters, digits and _ + . - only, starting with a letter or digit',
  },
  dialog: {
    addTitle: 'Add code',
    editTitle: 'Edit code',
    deleteOne: 'Delete the code "{{name}}"?',
    deleteMany: 'Delete the {{count}} selected codes?',
  },
  messages: {
    addSuccess: 'Code added',
    editSuccess: 'Code saved',
    deleteSuccess: 'Deleted',
    selectToDelete: 'Select at least one code to delete',
    loadFailed: 'The code tables could not be loaded',
    empty: 'No codes',
  },
};

export default en;
