import type { Language } from '@agency/shared/features/i18n/types/language';
import { rootReducer } from '@agency/shared/features/store/root-reducer';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerRoute } from '../types/server-route';
import { buildAppRoutes, buildMenu } from '../utils/menu-routes';

/** The signed-in user's router tree from `GET /getRouters`. */
export interface MenuState {
  tree: ServerRoute[];
  loaded: boolean;
  /** The language the titles are in. */
  language: Language | null;
}

declare module '@agency/shared/features/store/root-reducer' {
  interface LazyLoadedSlices {
    menu: MenuState;
  }
}

const initialState: MenuState = { tree: [], loaded: false, language: null };

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    setMenus(state, action: PayloadAction<{ tree: ServerRoute[]; language: Language }>) {
      state.tree = action.payload.tree;
      state.language = action.payload.language;
      state.loaded = true;
    },
    clearMenus() {
      return initialState;
    },
  },
  selectors: {
    selectMenuTree: (state) => state.tree,
    selectMenusLoaded: (state) => state.loaded,
    selectMenuLanguage: (state) => state.language,
  },
});

/** The slice injected into the shared root reducer (the host owns it). */
export const injectedMenuSlice = menuSlice.injectInto(rootReducer);

export const { setMenus, clearMenus } = menuSlice.actions;
export const { selectMenuTree, selectMenusLoaded, selectMenuLanguage } = injectedMenuSlice.selectors;

/** The layout's pages built from the router tree. */
export const selectDynamicRoutes = createSelector([selectMenuTree], (tree) => buildAppRoutes(tree));
/** The sidebar entries built from the router tree. */
export const selectMenuNodes = createSelector([selectMenuTree], (tree) => buildMenu(tree));
