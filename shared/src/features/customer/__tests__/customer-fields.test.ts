import { i18n } from '../../i18n/i18n';
import { expectCompleteLocales } from '../../i18n/utils/locale-check';
import { customerFields } from '../fields/customer-fields';
import en from '../locales/en';
import lo from '../locales/lo';
import zh from '../locales/zh';

it('has every customer text in zh, en and lo, the Lao ones in Lao script', () => {
  expectCompleteLocales({ zh, en, lo });
  for (const [key, text] of Object.entries(lo.fields))
    expect({ key, lao: /[\u0E80-\u0EFF]/.test(text) }).toEqual({ key, lao: true });
});

it('adds the texts to the common namespace when the fields are loaded', () => {
  expect(i18n.getFixedT('lo', 'common')('customer.fields.carModelRequirement')).toBe(
    lo.fields.carModelRequirement,
  );
  expect(i18n.getFixedT('en', 'common')('customer.rules.carModelRequired')).toBe(en.rules.carModelRequired);
});

it('makes the car model a required, searchable column on the vehicle screen only', () => {
  const field = (screen: 'house' | 'vehicle', key: string) =>
    customerFields(screen).find((candidate) => candidate.key === key);
  const house = field('house', 'carModelRequirement');
  const vehicle = field('vehicle', 'carModelRequirement');
  expect(house?.form && house.form.required).toBe(false);
  expect(house?.search).toBeUndefined();
  expect(vehicle?.form && vehicle.form.required).toBe(true);
  expect(vehicle?.form && vehicle.form.requiredMessage).toBe('customer.rules.carModelRequired');
  expect(vehicle?.search).toEqual({ placeholder: 'customer.placeholders.carModelRequirement' });
  expect(field('vehicle', 'layoutRequirement')?.form).toBe(false);
  expect(field('house', 'layoutRequirement')?.form).toBeTruthy();
});
