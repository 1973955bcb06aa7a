import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import type { Language } from '@agency/shared/features/i18n/types/language';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { DevShell } from '../components/dev-shell';
import en from '../locales/en';
import lo from '../locales/lo';
import zh from '../locales/zh';
import { DEV_SHELL_NAMESPACE } from './namespace';

export interface DevShellOptions {
  pages: PageRegistry;
  /** The module's name on the dev page, in every language. */
  appTitle: Record<Language, string>;
}

/**
 * Runs a remote on its own (`webpack serve`): its own store, a sign-in against the API
 * server behind the dev proxy, and its pages in a plain layout. Production never loads it.
 */
export function startDevShell({ pages, appTitle }: DevShellOptions): void {
  registerNamespace(DEV_SHELL_NAMESPACE, {
    zh: { ...zh, appTitle: appTitle.zh },
    en: { ...en, appTitle: appTitle.en },
    lo: { ...lo, appTitle: appTitle.lo },
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from public/index.html');
  createRoot(root).render(
    <Provider store={createAppStore()}>
      <DevShell pages={pages} />
    </Provider>,
  );
}
