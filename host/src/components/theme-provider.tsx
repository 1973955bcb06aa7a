import { useAntdLocale } from '@agency/shared/features/i18n/hooks/use-antd-locale';
import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { followLanguageInDayjs } from '@agency/shared/features/i18n/utils/dayjs-locale';
import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
// Component paths, not the `antd` index (docs/benchmarks.md): the same modules the
// shared `antd` singleton is made of.
import ConfigProvider from 'antd/es/config-provider';
// Every antd component's styles, for the theme's zeroRuntime (utils/theme.ts). Before the
// layout's own stylesheet, whose rules go over antd's.
import 'antd/dist/antd.css';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { buildTheme, SIZE_MAP } from '../utils/theme';

followLanguageInDayjs();

/** antd's theme, locale and size from the store and the language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const locale = useAntdLocale();
  const primary = useAppSelector((state) => state.settings.theme);
  const size = useAppSelector((state) => state.app.size);
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(
    () => buildTheme(primary, language, size, reducedMotion),
    [primary, language, size, reducedMotion],
  );
  const componentSize = SIZE_MAP[size].componentSize;

  // antd's static message, notification and Modal (the request client's feedback
  // outside the layout) render with the same theme, locale and size.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider theme={appTheme} locale={locale} componentSize={componentSize}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [appTheme, locale, componentSize]);

  return (
    <ConfigProvider theme={appTheme} locale={locale} componentSize={componentSize}>
      {children}
    </ConfigProvider>
  );
}
