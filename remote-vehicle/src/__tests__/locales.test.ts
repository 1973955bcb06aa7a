import { i18n } from '@agency/shared/features/i18n/i18n';
import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import { expectEveryPageLoads, LAO_SCRIPT } from '@agency/shared/testing/locale-texts';
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
  expect(Object.keys(pages)).toEqual([
    'vehicle/car/index',
    'vehicle/carLease/index',
    'vehicle/carContract/index',
    'vehicle/carCustomer/index',
    'vehicle/public/car-detail',
    'vehicle/public/car-contract-detail',
  ]);
  await expectEveryPageLoads(pages);
  expect(i18n.getFixedT('lo', VEHICLE_NAMESPACE)('car.fields.plateNumber')).toBe('ປ້າຍທະບຽນ');
});
