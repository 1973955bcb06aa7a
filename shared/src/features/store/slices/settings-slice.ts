import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJson } from '../utils/storage';
import { STORAGE_KEYS } from '../utils/storage-keys';

export type SideTheme = 'theme-dark' | 'theme-light';

/** Layout settings (spec section 9 defaults); all but `showSettings` and `title` are stored under `layout-setting`. */
export interface SettingsState {
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  sideTheme: SideTheme;
  /** Theme colour. */
  theme: string;
  /** Whether the settings drawer is open. */
  showSettings: boolean;
  /** The current page title (for the dynamic document title). */
  title: string;
}

export type StoredSettings = Pick<
  SettingsState,
  'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle' | 'sideTheme' | 'theme'
>;

export const STORED_SETTING_KEYS = [
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'sideTheme',
  'theme',
] as const satisfies readonly (keyof StoredSettings)[];

export const DEFAULT_SETTINGS: SettingsState = {
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  sideTheme: 'theme-dark',
  theme: '#409EFF',
  showSettings: false,
  title: '',
};

function validStored(raw: unknown): Partial<StoredSettings> {
  if (raw === null || typeof raw !== 'object') return {};
  const source = raw as Record<string, unknown>;
  const result: Partial<StoredSettings> = {};
  for (const key of ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const) {
    if (typeof source[key] === 'boolean') result[key] = source[key];
  }
  if (source.sideTheme === 'theme-dark' || source.sideTheme === 'theme-light')
    result.sideTheme = source.sideTheme;
  if (typeof source.theme === 'string' && /^#[0-9a-f]{3,8}$/i.test(source.theme)) result.theme = source.theme;
  return result;
}

/** Defaults overridden by what `layout-setting` holds. */
export function loadSettingsState(): SettingsState {
  return { ...DEFAULT_SETTINGS, ...validStored(readJson(STORAGE_KEYS.layoutSetting)) };
}

/** The part of the settings that is stored. */
export function storedSettingsOf(state: SettingsState): StoredSettings {
  const { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme } = state;
  return { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme };
}

type SettingChange = { [K in keyof SettingsState]: { key: K; value: SettingsState[K] } }[keyof SettingsState];

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: loadSettingsState,
  reducers: {
    /** `changeSetting({ key: 'tagsView', value: false })` */
    changeSetting(state, action: PayloadAction<SettingChange>) {
      const { key, value } = action.payload;
      (state as Record<keyof SettingsState, unknown>)[key] = value;
    },
    /** Several settings at once. */
    updateSettings(state, action: PayloadAction<Partial<SettingsState>>) {
      Object.assign(state, action.payload);
    },
    setShowSettings(state, action: PayloadAction<boolean>) {
      state.showSettings = action.payload;
    },
    setTitle(state, action: PayloadAction<string>) {
      state.title = action.payload;
    },
    /** Back to the defaults (the stored copy follows). */
    resetSettings(state) {
      return { ...DEFAULT_SETTINGS, showSettings: state.showSettings, title: state.title };
    },
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { changeSetting, updateSettings, setShowSettings, setTitle, resetSettings } =
  settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
