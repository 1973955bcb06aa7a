import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import { expectRegisteredPages, LAO_SCRIPT } from '@agency/shared/testing/locale-texts';
import { vehicleLocales } from '../i18n/vehicle-locales';
import { VEHICLE_NAMESPACE } from '../i18n/vehicle-texts';
import pages from '../page-registry';

it('has every key of the vehicle namespace in zh, en and lo', () => {
  expectCompleteLocales(vehicleLocales);
});

it('writes Lao texts in Lao script, not copies of the English ones', () => {
  for (const [key, text] of Object.entries(vehicleLocales.lo.car.fields)) {
    expect({ key, lao: LAO_SCRIPT.test(text) }).toEqual({ key, lao: true });
  }
});

it('registers the namespace with the page registry; a page comes with the texts', async () => {
  await expectRegisteredPages(
    pages,
    [
      'vehicle/car/index',
      'vehicle/carLease/index',
      'vehicle/carContract/index',
      'vehicle/carCustomer/index',
      'vehicle/public/car-detail',
      'vehicle/public/car-contract-detail',
    ],
    { ns: VEHICLE_NAMESPACE, key: 'car.fields.plateNumber', lao: 'ປ້າຍທະບຽນ' },
  );
});
