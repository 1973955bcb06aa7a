import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { SvgIcon } from '@agency/shared/features/icons/components/svg-icon';
import TranslationOutlined from '@ant-design/icons-svg/lib/asn/TranslationOutlined';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../utils/host-namespace';
import { LANGUAGE_LABELS } from '../utils/language-labels';
import { whenIdle } from '../utils/when-idle';
import './deferred-language-switch.css';

// antd's dropdown with antd's theme around it: the login page has no antd theme of its own.
const LanguageSwitch = lazy(async () => {
  const [{ LanguageSwitch: Switch }, { ThemeProvider }] = await Promise.all([
    import('./language-switch'),
    import('./theme-provider'),
  ]);
  return {
    default: (props: { dark: boolean; defaultOpen: boolean }) => (
      <ThemeProvider>
        <Switch {...props} />
      </ThemeProvider>
    ),
  };
});

type Wanted = false | 'idle' | 'open';

/**
 * The language switch of the pages outside the layout (login, register,
 * recovery, landing). It starts as a plain button; the dropdown (antd's
 * Dropdown, Menu and Tooltip, with antd's theme) is fetched once the page is idle, or at once on
 * hover, focus or click (a click opens the menu as soon as it is there), so
 * the login form does not wait for it.
 */
export function DeferredLanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const language = useLanguage();
  const [wanted, setWanted] = useState<Wanted>(false);
  const prefetch = () => setWanted((current) => current || 'idle');

  useEffect(() => whenIdle(() => setWanted((current) => current || 'idle')), []);

  // A plain button in the look of antd's text button, until the dropdown is there.
  const button = (
    <button
      type="button"
      className={`deferred-language-switch${dark ? ' deferred-language-switch-dark' : ''}`}
      aria-label={t('language')}
      data-testid="language-switch"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted('open')}
    >
      <SvgIcon icon={TranslationOutlined} />
      <span>{LANGUAGE_LABELS[language]}</span>
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageSwitch dark={dark} defaultOpen={wanted === 'open'} />
    </Suspense>
  );
}
