import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import { expectRegisteredPages, LAO_SCRIPT } from '@agency/shared/testing/locale-texts';
import { houseLocales } from '../i18n/house-locales';
import { HOUSE_NAMESPACE } from '../i18n/house-texts';
import pages from '../page-registry';

it('has every key of the house namespace in zh, en and lo', () => {
  expectCompleteLocales(houseLocales);
});

it('writes Lao texts in Lao script, not copies of the English ones', () => {
  const groups = [
    houseLocales.lo.village.fields,
    houseLocales.lo.houseRoom.fields,
    houseLocales.lo.houseDetail,
    houseLocales.lo.houseDetail.reviews,
  ];
  // Texts that are only placeholders and signs ('{{price}} / {{unit}}') have nothing to write.
  const words = (text: unknown) =>
    typeof text === 'string' && /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));
  const brands = new Set(['whatsapp']);
  const texts = groups.flatMap((group) => Object.entries(group));
  for (const [key, text] of texts.filter(([key, text]) => words(text) && !brands.has(key))) {
    expect({ key, lao: LAO_SCRIPT.test(String(text)) }).toEqual({ key, lao: true });
  }
});

it('registers the namespace with the page registry; a page comes with the texts', async () => {
  await expectRegisteredPages(
    pages,
    [
      'house/village/index',
      'house/houseRoom/index',
      'house/inviteCode/index',
      'house/leaseExpires/index',
      'house/customer/index',
      'house/leaseList/index',
      'house/codeTable/index',
      'house/evaluation/index',
      'house/public/house-detail',
    ],
    { ns: HOUSE_NAMESPACE, key: 'village.fields.name', lao: 'ຊື່ໝູ່ບ້ານ' },
  );
});
