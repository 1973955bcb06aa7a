/** Image preview (namespace `common`, group `imagePreview`). */
const en = {
  swipeHint: 'Swipe left or right to see more images',
  noImage: 'No image',
  imageAlt: 'Image {{index}}',
  position: '{{index}} of {{total}}',
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
};

export default en;
