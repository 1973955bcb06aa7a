import { configureStore } from '@reduxjs/toolkit';
import { changeLanguage, i18n } from '../i18n/i18n';
import { isLanguage } from '../i18n/utils/language';
import { type RootState, rootReducer } from './root-reducer';
import { setLanguage } from './slices/app-slice';
import { apiMiddleware, attachRegisteredApis } from './utils/api-attachment';
import { persistChanges } from './utils/persistence';

function buildStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];

let currentStore: AppStore | null = null;
let detachPrevious: (() => void) | null = null;

/**
 * Creates the product's store. The host calls it once; remotes use the host's
 * store through react-redux and add slices with `rootReducer.inject`.
 * The RTK Query API joins it when its module loads (see api-attachment). Wires
 * the client-stored keys (see persistence) and the language both ways between
 * the store and i18next.
 */
export function createAppStore(preloadedState?: Partial<RootState>): AppStore {
  const store = buildStore(preloadedState);
  attachRegisteredApis(store);

  let previous = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next === previous) return;
    const before = previous;
    previous = next;
    persistChanges(before, next);
    if (before.app.language !== next.app.language && i18n.language !== next.app.language) {
      void changeLanguage(next.app.language);
    }
  });

  const followI18n = (language: string) => {
    if (isLanguage(language) && store.getState().app.language !== language)
      store.dispatch(setLanguage(language));
  };
  detachPrevious?.();
  i18n.on('languageChanged', followI18n);
  detachPrevious = () => i18n.off('languageChanged', followI18n);
  if (isLanguage(i18n.language) && store.getState().app.language !== i18n.language) {
    store.dispatch(setLanguage(i18n.language));
  }

  currentStore = store;
  return store;
}

/** The store created by the host (for code outside React); throws before it exists. */
export function getAppStore(): AppStore {
  if (!currentStore)
    throw new Error('The store has not been created yet (the host calls createAppStore once).');
  return currentStore;
}
