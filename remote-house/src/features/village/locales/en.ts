/** Village management texts (namespace `house`, group `village`). */
const en = {
  title: 'Villages',
  fields: {
    name: 'Village name',
    area: 'Area (m²)',
    year: 'Year built',
    developer: 'Developer',
    buildingType: 'Building type',
    greeningRate: 'Greening rate (%)',
    introduction: 'Introduction',
    remark: 'Remark',
    createTime: 'Created at',
  },
  placeholders: {
    name: 'Enter the village name',
    area: 'Enter the area in square metres',
    year: 'For example 2015',
    developer: 'Choose the developer',
    buildingType: 'For example high-rise, villa, townhouse',
    greeningRate: '0 to 100',
    introduction: 'Describe the village',
    remark: 'Enter a remark',
    beginTime: 'Start date',
    endTime: 'End date',
  },
  rules: {
    nameRequired: 'Please enter the village name',
    nameLength: 'The village name can have at most {{max}} characters',
    yearFormat: 'The year must have 4 digits',
    greeningRateRange: 'The greening rate must be between {{min}} and {{max}}',
    areaRange: 'The area cannot be negative',
  },
  dialog: {
    addTitle: 'Add village',
    editTitle: 'Edit village',
    deleteOne: 'Delete the village "{{name}}"?',
    deleteMany: 'Delete the {{count}} selected villages?',
  },
  messages: {
    addSuccess: 'Village added',
    editSuccess: 'Village saved',
    deleteSuccess: 'Deleted',
    selectToDelete: 'Select at least one village to delete',
    exportFileName: 'villages',
    loadFailed: 'The villages could not be loaded',
  },
};

export default en;
