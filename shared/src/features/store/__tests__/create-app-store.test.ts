import { createSlice } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { i18n } from '../../i18n/i18n';
import { createAppStore, getAppStore } from '../create-app-store';
import { rootReducer } from '../root-reducer';
import { closeSidebar, setLanguage, setSize, toggleSidebar } from '../slices/app-slice';
import { clearSession, setAvatar, setToken, setUserInfo } from '../slices/session-slice';
import { changeSetting, resetSettings } from '../slices/settings-slice';
import { SPEC_DEFAULT_SETTINGS } from './spec-settings';

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('Admin-Token', { path: '/' });
});

describe('session', () => {
  it('mirrors the token to the Admin-Token cookie and forgets everything on clearSession', () => {
    const store = createAppStore();
    store.dispatch(setToken('tok-1'));
    expect(Cookies.get('Admin-Token')).toBe('tok-1');

    store.dispatch(
      setUserInfo({ userId: 1, name: 'admin', avatar: '/a.png', roles: ['admin'], permissions: ['*:*:*'] }),
    );
    expect(store.getState().session).toEqual({
      token: 'tok-1',
      userId: 1,
      name: 'admin',
      avatar: '/a.png',
      roles: ['admin'],
      permissions: ['*:*:*'],
      infoLoaded: true,
    });
    expect(localStorage.getItem('name')).toBe('admin');
    expect(localStorage.getItem('avatar')).toBe('/a.png');
    expect(JSON.parse(localStorage.getItem('roles') ?? 'null')).toEqual(['admin']);
    expect(JSON.parse(localStorage.getItem('permissions') ?? 'null')).toEqual(['*:*:*']);

    store.dispatch(setAvatar('/b.png'));
    expect(localStorage.getItem('avatar')).toBe('/b.png');

    store.dispatch(clearSession());
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    for (const key of ['name', 'avatar', 'roles', 'permissions'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().session.token).toBe('');
  });

  it("turns an empty role list into ['ROLE_DEFAULT']", () => {
    const store = createAppStore();
    store.dispatch(setUserInfo({ name: 'staff', roles: [], permissions: [] }));
    expect(store.getState().session.roles).toEqual(['ROLE_DEFAULT']);
  });

  it('starts from the cookie and the stored keys, with user info not yet loaded', () => {
    Cookies.set('Admin-Token', 'kept');
    localStorage.setItem('name', 'staff');
    localStorage.setItem('roles', JSON.stringify(['common']));
    localStorage.setItem('permissions', '{broken');
    const state = createAppStore().getState().session;
    expect(state.token).toBe('kept');
    expect(state.name).toBe('staff');
    expect(state.roles).toEqual(['common']);
    expect(state.permissions).toEqual([]);
    expect(state.infoLoaded).toBe(false);
  });
});

describe('app', () => {
  it('opens the sidebar by default and stores its state under sidebarStatus', () => {
    const store = createAppStore();
    expect(store.getState().app.sidebar).toEqual({ opened: true, withoutAnimation: false, hide: false });
    store.dispatch(toggleSidebar());
    expect(localStorage.getItem('sidebarStatus')).toBe('0');
    store.dispatch(toggleSidebar());
    expect(localStorage.getItem('sidebarStatus')).toBe('1');
    store.dispatch(closeSidebar({ withoutAnimation: true }));
    expect(store.getState().app.sidebar).toMatchObject({ opened: false, withoutAnimation: true });
    expect(createAppStore().getState().app.sidebar.opened).toBe(false);
  });

  it("sizes default to 'small' and are stored under size", () => {
    const store = createAppStore();
    expect(store.getState().app.size).toBe('small');
    expect(store.getState().app.device).toBe('desktop');
    store.dispatch(setSize('mini'));
    expect(localStorage.getItem('size')).toBe('mini');
    expect(createAppStore().getState().app.size).toBe('mini');
  });

  it('keeps the language in step with i18next and stores it under language', async () => {
    const store = createAppStore();
    await i18n.changeLanguage('zh');
    expect(store.getState().app.language).toBe('zh');
    store.dispatch(setLanguage('en'));
    expect(localStorage.getItem('language')).toBe('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('settings', () => {
  it('has the defaults of spec section 9', () => {
    expect(createAppStore().getState().settings).toEqual(SPEC_DEFAULT_SETTINGS);
  });

  it('stores layout settings under layout-setting and reads them back', () => {
    const store = createAppStore();
    store.dispatch(changeSetting({ key: 'tagsView', value: false }));
    store.dispatch(changeSetting({ key: 'sideTheme', value: 'theme-light' }));
    store.dispatch(changeSetting({ key: 'showSettings', value: true }));
    expect(JSON.parse(localStorage.getItem('layout-setting') ?? 'null')).toEqual({
      topNav: false,
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      sideTheme: 'theme-light',
      theme: '#409EFF',
    });
    const reloaded = createAppStore().getState().settings;
    expect(reloaded.tagsView).toBe(false);
    expect(reloaded.sideTheme).toBe('theme-light');
    expect(reloaded.showSettings).toBe(false);

    store.dispatch(resetSettings());
    expect(JSON.parse(localStorage.getItem('layout-setting') ?? 'null')).toMatchObject({
      tagsView: true,
      sideTheme: 'theme-dark',
    });
  });

  it('ignores invalid stored values', () => {
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({ sideTheme: 'pink', theme: 'red;', topNav: 'yes' }),
    );
    const settings = createAppStore().getState().settings;
    expect(settings.sideTheme).toBe('theme-dark');
    expect(settings.theme).toBe('#409EFF');
    expect(settings.topNav).toBe(false);
  });
});

describe('root reducer', () => {
  it('holds session, app, settings and tagsView; the RTK Query cache joins when its module loads', async () => {
    const store = createAppStore();
    expect(Object.keys(store.getState())).toEqual(['session', 'app', 'settings', 'tagsView']);
    const { baseApi } = await import('../../request/api/base-api');
    expect(Object.keys(store.getState())).toEqual(['session', 'app', 'settings', 'tagsView', 'api']);
    // A store made after the API loaded has it from the start, and its queries run.
    const later = createAppStore();
    expect(later.getState().api).toEqual(store.getState().api);
    const pingApi = baseApi.injectEndpoints({
      endpoints: (build) => ({ ping: build.query<string, void>({ queryFn: () => ({ data: 'pong' }) }) }),
    });
    await expect(later.dispatch(pingApi.endpoints.ping.initiate()).unwrap()).resolves.toBe('pong');
    expect(pingApi.endpoints.ping.select()(later.getState() as never).data).toBe('pong');
  });

  it('lets remotes inject slices', () => {
    const store = createAppStore();
    const houseSlice = createSlice({
      name: 'house',
      initialState: { filter: 'all' },
      reducers: { setFilter: (state, action: { payload: string }) => ({ ...state, filter: action.payload }) },
    });
    const injected = houseSlice.injectInto(rootReducer);
    store.dispatch(houseSlice.actions.setFilter('rented'));
    expect(injected.selectSlice(store.getState() as unknown as { house: { filter: string } })).toEqual({
      filter: 'rented',
    });
    expect(getAppStore()).toBe(store);
  });
});
