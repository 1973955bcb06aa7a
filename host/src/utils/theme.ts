import type { Language } from '@agency/shared/features/i18n/types/language';
import type { UiSize } from '@agency/shared/features/store/slices/app-slice';
import type { ThemeConfig } from 'antd/es/config-provider/context';
import type { SizeType } from 'antd/es/config-provider/SizeContext';

/** antd's system font stack. */
const SYSTEM_FONTS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

/** The packaged Lao web font (@fontsource/noto-sans-lao) comes first for Lao. */
export const LAO_FONT_FAMILY = `'Noto Sans Lao', ${SYSTEM_FONTS}`;

export function fontFamilyOf(language: Language): string {
  return language === 'lo' ? LAO_FONT_FAMILY : SYSTEM_FONTS;
}

/**
 * The navbar's sizes (RuoYi's Element sizes) as antd sizes: component size
 * plus the control height that gives Element's 40 / 36 / 32 / 28 px.
 */
export const SIZE_MAP: Record<UiSize, { componentSize: SizeType; controlHeight: number }> = {
  default: { componentSize: 'large', controlHeight: 32 },
  medium: { componentSize: 'middle', controlHeight: 36 },
  small: { componentSize: 'middle', controlHeight: 32 },
  mini: { componentSize: 'small', controlHeight: 37 },
};

/**
 * The antd theme from the layout settings, the language and the size. With
 * `reducedMotion` (the system's "reduce motion") antd animates nothing: dialogs,
 * drawers and messages appear in place.
 *
 * `zeroRuntime`: antd's component styles come from its prebuilt stylesheet
 * (antd/dist/antd.css, imported by the theme provider), not generated in the browser
 * the first time each component renders; the tokens still apply, as CSS variables.
 * A remote page's first paint was mostly that generation (docs/benchmarks.md).
 */
export function buildTheme(
  primary: string,
  language: Language,
  size: UiSize,
  reducedMotion = false,
): ThemeConfig {
  return {
    cssVar: { key: 'agency' },
    zeroRuntime: true,
    // The prebuilt stylesheet's selectors carry no hash.
    hashed: false,
    token: {
      motion: !reducedMotion,
      colorPrimary: primary,
      fontFamily: fontFamilyOf(language),
      controlHeight: SIZE_MAP[size].controlHeight,
      borderRadius: 4,
    },
  };
}
