/** Image preview (namespace `common`, group `imagePreview`). */
const en = {
  swipeHint: 'Swipe left or right to see more images',
  noImage: 'No image',
  imageAlt: 'Image {{index}}',
};

export default en;
