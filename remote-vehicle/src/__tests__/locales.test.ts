import { i18n } from '@agency/shared/features/i18n/i18n';
import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import { vehicleLocales } from '../i18n/vehicle-locales';
import { VEHICLE_NAMESPACE } from '../i18n/vehicle-texts';
import pages from '../page-registry';

it('has every key of the vehicle namespace in zh, en and lo', () => {
  expectCompleteLocales(vehicleLocales);
});

it('writes Lao texts in Lao script, not copies of the English ones', () => {
  const lao = /[\u0E80-\u0EFF]/;
  for (const [key, text] of Object.entries(vehicleLocales.lo.car.fields)) {
    expect({ key, lao: lao.test(text) }).toEqual({ key, lao: true });
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
  for (const key of Object.keys(pages)) {
    const page = await pages[key]?.();
    expect(typeof page?.default).toBe('function');
  }
  expect(i18n.getFixedT('lo', VEHICLE_NAMESPACE)('car.fields.plateNumber')).toBe('ປ້າຍທະບຽນ');
});
