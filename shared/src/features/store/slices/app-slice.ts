import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../i18n/types/language';
import { resolveLanguage } from '../../i18n/utils/language';
import { readStorage } from '../utils/storage';
import { STORAGE_KEYS } from '../utils/storage-keys';

export type Device = 'desktop' | 'mobile';

/** The size select of the navbar (spec section 2); the default is `small`. */
export const UI_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof UI_SIZES)[number];
export const DEFAULT_UI_SIZE: UiSize = 'small';

export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
  /** Hidden altogether (pages shown without the sidebar). */
  hide: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: UiSize;
  language: Language;
}

function isUiSize(value: unknown): value is UiSize {
  return typeof value === 'string' && (UI_SIZES as readonly string[]).includes(value);
}

/** Sidebar state (`sidebarStatus` '1' open / '0' closed; open by default), size and language as stored. */
export function loadAppState(): AppState {
  const sidebarStatus = readStorage(STORAGE_KEYS.sidebarStatus);
  const size = readStorage(STORAGE_KEYS.size);
  return {
    sidebar: {
      opened: sidebarStatus === null ? true : sidebarStatus === '1',
      withoutAnimation: false,
      hide: false,
    },
    device: 'desktop',
    size: isUiSize(size) ? size : DEFAULT_UI_SIZE,
    language: resolveLanguage(),
  };
}

export const appSlice = createSlice({
  name: 'app',
  initialState: loadAppState,
  reducers: {
    toggleSidebar(state, action: PayloadAction<{ withoutAnimation?: boolean } | undefined>) {
      if (state.sidebar.hide) return;
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = action.payload?.withoutAnimation ?? false;
    },
    openSidebar(state, action: PayloadAction<{ withoutAnimation?: boolean } | undefined>) {
      state.sidebar.opened = true;
      state.sidebar.withoutAnimation = action.payload?.withoutAnimation ?? false;
    },
    closeSidebar(state, action: PayloadAction<{ withoutAnimation?: boolean } | undefined>) {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload?.withoutAnimation ?? false;
    },
    setSidebarHide(state, action: PayloadAction<boolean>) {
      state.sidebar.hide = action.payload;
    },
    setDevice(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
    setSize(state, action: PayloadAction<UiSize>) {
      if (isUiSize(action.payload)) state.size = action.payload;
    },
    /**
     * Records the language. Switch languages with `changeLanguage` of
     * features/i18n/i18n (it updates i18next, the html lang and this state);
     * dispatching this alone also switches i18next through the store.
     */
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectSidebar: (state) => state.sidebar,
    selectDevice: (state) => state.device,
    selectIsMobile: (state) => state.device === 'mobile',
    selectSize: (state) => state.size,
    selectLanguage: (state) => state.language,
  },
});

export const { toggleSidebar, openSidebar, closeSidebar, setSidebarHide, setDevice, setSize, setLanguage } =
  appSlice.actions;
export const { selectSidebar, selectDevice, selectIsMobile, selectSize, selectLanguage } = appSlice.selectors;
