import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { TranslationOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import { LANGUAGE_LABELS } from '../utils/language-labels';

const LanguageSwitch = lazy(() =>
  import('./language-switch').then((module) => ({ default: module.LanguageSwitch })),
);

type Wanted = false | 'idle' | 'open';

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * The language switch of the pages outside the layout (login, register,
 * recovery, landing). It starts as the same button; the dropdown (antd's
 * Dropdown, Menu and Tooltip) is fetched once the page is idle, or at once on
 * hover, focus or click (a click opens the menu as soon as it is there), so
 * the login form does not wait for it.
 */
export function DeferredLanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const language = useLanguage();
  const [wanted, setWanted] = useState<Wanted>(false);
  const prefetch = () => setWanted((current) => current || 'idle');

  useEffect(() => whenIdle(() => setWanted((current) => current || 'idle')), []);

  const button = (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      aria-label={t('language')}
      data-testid="language-switch"
      style={dark ? { color: '#fff' } : undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted('open')}
    >
      {LANGUAGE_LABELS[language]}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageSwitch dark={dark} defaultOpen={wanted === 'open'} />
    </Suspense>
  );
}
