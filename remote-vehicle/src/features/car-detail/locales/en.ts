/** Public car page texts (namespace `vehicle`, group `carDetail`). */
const en = {
  notAvailable: 'This vehicle is not available',
  notAvailableHint: 'It may have been rented out or sold. Please contact the agency.',
  loadFailed: 'The vehicle could not be loaded. Please try again later.',
  retry: 'Try again',
  forRent: 'For rent',
  forSale: 'For sale',
  qualityCar: 'Quality car',
  rentPerDay: '{{price}} / day',
  rentPerMonth: '{{price}} / month',
  salePrice: 'Sale price',
  deposit: 'Deposit',
  specs: 'Specifications',
  call: 'Call',
  whatsapp: 'WhatsApp',
  noImages: 'No photos yet',
};

export default en;
