import { changeLanguage, i18n } from '../../../i18n/i18n';
import { pagesWithTexts } from '../pages-with-texts';

const Page = () => null;

function setUp(namespace: string) {
  const asked: string[] = [];
  const texts = (language: 'zh' | 'en' | 'lo', title: string) => async () => {
    asked.push(language);
    return { default: { title } };
  };
  const pages = pagesWithTexts(
    namespace,
    { zh: texts('zh', '标题'), en: texts('en', 'Title'), lo: texts('lo', 'ຫົວຂໍ້') },
    { 'x/page/index': async () => ({ default: Page }) },
  );
  return { asked, pages };
}

it('loads the texts of the current language with a page, and another language only on a switch', async () => {
  await changeLanguage('en');
  const { asked, pages } = setUp('texts-test-a');
  const page = await pages['x/page/index']?.();
  expect(page?.default).toBe(Page);
  expect(asked).toEqual(['en']);
  expect(i18n.getFixedT('en', 'texts-test-a')('title')).toBe('Title');

  // Once loaded, a language is not asked for again.
  await pages['x/page/index']?.();
  expect(asked).toEqual(['en']);

  await changeLanguage('lo');
  expect(asked).toEqual(['en', 'lo']);
  expect(i18n.getFixedT('lo', 'texts-test-a')('title')).toBe('ຫົວຂໍ້');
});

it('fails the page when its texts cannot be loaded, and tries them again on the next load', async () => {
  await changeLanguage('en');
  let attempts = 0;
  const pages = pagesWithTexts(
    'texts-test-b',
    {
      zh: async () => ({ default: {} }),
      lo: async () => ({ default: {} }),
      en: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { default: { title: 'Title' } };
      },
    },
    { 'x/page/index': async () => ({ default: Page }) },
  );
  await expect(pages['x/page/index']?.()).rejects.toThrow('offline');
  const page = await pages['x/page/index']?.();
  expect(page?.default).toBe(Page);
  expect(i18n.getFixedT('en', 'texts-test-b')('title')).toBe('Title');
});
