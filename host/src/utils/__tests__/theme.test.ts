import { buildTheme, LAO_FONT_FAMILY } from '../theme';

describe('buildTheme', () => {
  it('animates by default and not for users who asked the system for less motion', () => {
    expect(buildTheme('#1890ff', 'en', 'default').token?.motion).toBe(true);
    expect(buildTheme('#1890ff', 'en', 'default', true).token?.motion).toBe(false);
  });

  it('puts the Lao font first for Lao', () => {
    expect(buildTheme('#1890ff', 'lo', 'small').token?.fontFamily).toBe(LAO_FONT_FAMILY);
  });
});
