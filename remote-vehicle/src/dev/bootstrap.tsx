import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { VEHICLE_NAMESPACE } from '../i18n/vehicle-locales';
import pages from '../page-registry';
import { DevApp } from './dev-app';
import en from './locales/en';
import lo from './locales/lo';
import zh from './locales/zh';

registerNamespace(VEHICLE_NAMESPACE, { zh: { dev: zh }, en: { dev: en }, lo: { dev: lo } });

const store = createAppStore();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from public/index.html');

createRoot(root).render(
  <Provider store={store}>
    <DevApp pages={pages} namespace={VEHICLE_NAMESPACE} />
  </Provider>,
);
