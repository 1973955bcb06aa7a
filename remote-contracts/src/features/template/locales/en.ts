/** Contract template screen (namespace `pact`, group `template`). */
const en = {
  pageTitle: 'Contract templates',
  upload: {
    title: 'Upload a contract template',
    dragText: 'Click or drag a Word file (.docx) to this area',
    hint: 'One .docx file at a time, at most 5 MB. A draft contract is created from it.',
    uploading: 'Uploading and converting...',
  },
  uploadLimit: 'Only one file can be uploaded at a time',
  onlyDocx: 'Only Word (.docx) files can be uploaded',
  tooLarge: 'The file cannot be larger than 5 MB',
  uploadSuccess: 'Template uploaded',
  uploadError: 'Upload failed, please try again',
  loadFaile: 'Failed to load the template list',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Please select the templates to delete',
  openDetail: {
    title: 'Template uploaded',
    content: 'The template "{{name}}" and a draft contract were created. Open the detail now?',
    now: 'Open now',
    later: 'Later',
  },
  list: {
    title: 'Template list',
    viewDetails: 'View details',
    selected: '{{count}} selected',
  },
  columns: {
    id: 'ID',
    templateName: 'Template name',
    placeholders: 'Placeholders',
    createBy: 'Uploaded by',
    createTime: 'Uploaded at',
  },
  deleteConfirm: {
    many: 'Delete the {{count}} selected templates? This cannot be undone.',
    one: 'Delete the template "{{name}}"? This cannot be undone.',
  },
};

export default en;
