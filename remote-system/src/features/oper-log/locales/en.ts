/** The operation log (namespace `system`, group `operLog`). */
const en = {
  fields: {
    operId: 'ID',
    title: 'Module',
    businessType: 'Type',
    operName: 'Operator',
    operIp: 'IP address',
    operUrl: 'Address',
    operParam: 'Request',
    jsonResult: 'Answer',
    status: 'Result',
    errorMsg: 'Error',
    operTime: 'Time',
    costTime: 'Duration (ms)',
  },
  placeholder: {
    title: 'Enter a module',
    operName: 'Enter an operator',
    operIp: 'Enter an IP address',
  },
  detail: 'Detail',
  detailTitle: 'Operation detail',
  deleteTitle: 'Delete operation records',
  deleteOne: 'Delete the record of "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected operation records?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the records to delete first',
  loadFailed: 'The operation log could not be loaded',
  exportFileName: 'operation-log',
  empty: 'No operation recorded',
};

export default en;
