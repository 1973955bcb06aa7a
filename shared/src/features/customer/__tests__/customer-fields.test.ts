import { wireLimits } from '../../../api/generated/wire-limits';
import { i18n } from '../../i18n/i18n';
import { expectCompleteLocales } from '../../i18n/utils/locale-check';
import { fieldRules } from '../../resource/utils/field-rules';
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

it('checks a name, phone, e-mail and budget by the server schema, in the customer wording', () => {
  const limits = wireLimits['/system/houseCustomer'].post.body;
  const t = i18n.getFixedT('en', 'common');
  const rulesOf = (key: string) => {
    const field = customerFields('house').find((candidate) => candidate.key === key);
    if (!field) throw new Error(key);
    return fieldRules(field, limits[key as keyof typeof limits], t);
  };
  expect(rulesOf('clientName')).toContainEqual(
    expect.objectContaining({ required: true, message: en.rules.nameRequired }),
  );
  expect(rulesOf('clientName')).toContainEqual(expect.objectContaining({ max: 100 }));
  const phonePattern = rulesOf('phoneNumber').find((rule) => 'pattern' in rule) as {
    pattern: RegExp;
    message: string;
  };
  expect(phonePattern.message).toBe(en.rules.phoneFormat);
  expect([phonePattern.pattern.test('+856 20 5555 1234'), phonePattern.pattern.test('call me')]).toEqual([
    true,
    false,
  ]);
  const emailPattern = rulesOf('email').find((rule) => 'pattern' in rule) as {
    pattern: RegExp;
    message: string;
  };
  expect(emailPattern.message).toBe(en.rules.emailFormat);
  expect([emailPattern.pattern.test('noy@example.la'), emailPattern.pattern.test('noy@')]).toEqual([
    true,
    false,
  ]);
  expect(rulesOf('budgetMin')).toContainEqual(
    expect.objectContaining({ type: 'number', min: 0, message: en.rules.notNegative }),
  );
});
