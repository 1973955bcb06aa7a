/** Rich-text editor (namespace `common`, group `editor`). */
const en = {
  placeholder: 'Please enter content...',
  uploadFailed: 'Image upload failed',
  locked: 'Kept exactly as in the Word document: the editor cannot change this part',
};

export default en;
