/** Rich-text editor (namespace `common`, group `editor`). */
const en = {
  placeholder: 'Please enter content...',
  uploadFailed: 'Image upload failed',
};

export default en;
