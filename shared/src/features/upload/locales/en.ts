/** Upload messages (spec sections 5 and 8), namespace `common`, group `upload`. */
const en = {
  formatError: 'Invalid file format, please upload a file of type {{types}}',
  sizeError: 'The file size cannot exceed {{size}} MB',
  countError: 'You cannot upload more than {{limit}} files',
  tip: 'Files of type {{types}}, at most {{size}} MB each',
  uploading: 'Uploading, please wait...',
  uploadSuccess: 'Upload succeeded',
  imageFailed: 'Upload failed',
  fileFailed: 'Upload failed, please retry',
  videoFailed: 'Video upload failed',
  selectImage: 'Upload image',
  selectFile: 'Select file',
  selectVideo: 'Select video',
  remove: 'Remove',
};

export default en;
