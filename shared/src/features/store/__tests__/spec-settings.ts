import type { SettingsState } from '../slices/settings-slice';

/**
 * The layout settings a first visit starts from, as spec section 9 writes them: what the
 * store's and the settings drawer's tests check the store against (written out here, not
 * taken from DEFAULT_SETTINGS, so a changed default fails them).
 */
export const SPEC_DEFAULT_SETTINGS: SettingsState = {
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
