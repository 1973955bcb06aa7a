import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PACT_NAMESPACE } from '../i18n/pact-locales';
import pages from '../page-registry';
import { DevShell } from './dev-shell';
import en from './locales/en';
import lo from './locales/lo';
import zh from './locales/zh';

registerNamespace(PACT_NAMESPACE, { zh: { dev: zh }, en: { dev: en }, lo: { dev: lo } });

const store = createAppStore();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Provider store={store}>
      <DevShell pages={pages} namespace={PACT_NAMESPACE} />
    </Provider>,
  );
}
