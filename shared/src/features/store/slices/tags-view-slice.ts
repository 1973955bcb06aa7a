import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A visited page shown as a tab. */
export interface TagView {
  /** Route path without the query; identifies the tab. */
  path: string;
  /** Path with query, to go back to the page exactly. */
  fullPath?: string;
  /** Route name; pages are kept alive by name. */
  name?: string;
  title: string;
  query?: Record<string, string>;
  /** Pinned tab that "close" actions never remove. */
  affix?: boolean;
  /** Not kept alive when left. */
  noCache?: boolean;
  /** External link shown in an iframe. */
  link?: string;
}

export interface TagsViewState {
  visitedViews: TagView[];
  /** Names of the pages kept alive. */
  cachedViews: string[];
}

const initialState: TagsViewState = { visitedViews: [], cachedViews: [] };

function cacheable(view: TagView): view is TagView & { name: string } {
  return !!view.name && !view.noCache;
}

function keepCachedOf(state: TagsViewState): void {
  const names = new Set(state.visitedViews.map((view) => view.name).filter(Boolean));
  state.cachedViews = state.cachedViews.filter((name) => names.has(name));
}

export const tagsViewSlice = createSlice({
  name: 'tagsView',
  initialState,
  reducers: {
    /** Adds the tab and, unless `noCache`, keeps the page alive. */
    addView(state, action: PayloadAction<TagView>) {
      const view = action.payload;
      if (!state.visitedViews.some((v) => v.path === view.path)) {
        state.visitedViews.push({ ...view, title: view.title || 'no-name' });
      }
      if (cacheable(view) && !state.cachedViews.includes(view.name)) state.cachedViews.push(view.name);
    },
    addVisitedView(state, action: PayloadAction<TagView>) {
      const view = action.payload;
      if (state.visitedViews.some((v) => v.path === view.path)) return;
      state.visitedViews.push({ ...view, title: view.title || 'no-name' });
    },
    addCachedView(state, action: PayloadAction<TagView>) {
      const view = action.payload;
      if (cacheable(view) && !state.cachedViews.includes(view.name)) state.cachedViews.push(view.name);
    },
    /** Closes one tab (affixed ones too when asked directly). */
    delView(state, action: PayloadAction<Pick<TagView, 'path' | 'name'>>) {
      const { path, name } = action.payload;
      state.visitedViews = state.visitedViews.filter((v) => v.path !== path);
      if (name) state.cachedViews = state.cachedViews.filter((n) => n !== name);
    },
    /** Drops the page from the cache only (refresh). */
    delCachedView(state, action: PayloadAction<Pick<TagView, 'name'>>) {
      state.cachedViews = state.cachedViews.filter((n) => n !== action.payload.name);
    },
    /** Keeps the given tab and the affixed ones. */
    delOthersViews(state, action: PayloadAction<Pick<TagView, 'path' | 'name'>>) {
      const { path } = action.payload;
      state.visitedViews = state.visitedViews.filter((v) => v.affix || v.path === path);
      keepCachedOf(state);
    },
    /** Closes the tabs left of the given one (affixed ones stay). */
    delLeftViews(state, action: PayloadAction<Pick<TagView, 'path'>>) {
      const index = state.visitedViews.findIndex((v) => v.path === action.payload.path);
      if (index === -1) return;
      state.visitedViews = state.visitedViews.filter((v, i) => i >= index || v.affix);
      keepCachedOf(state);
    },
    /** Closes the tabs right of the given one (affixed ones stay). */
    delRightViews(state, action: PayloadAction<Pick<TagView, 'path'>>) {
      const index = state.visitedViews.findIndex((v) => v.path === action.payload.path);
      if (index === -1) return;
      state.visitedViews = state.visitedViews.filter((v, i) => i <= index || v.affix);
      keepCachedOf(state);
    },
    /** Closes every tab but the affixed ones. */
    delAllViews(state) {
      state.visitedViews = state.visitedViews.filter((v) => v.affix);
      keepCachedOf(state);
    },
    /** Updates a tab in place (title, query, fullPath after navigation within a page). */
    updateVisitedView(state, action: PayloadAction<Partial<TagView> & Pick<TagView, 'path'>>) {
      const view = state.visitedViews.find((v) => v.path === action.payload.path);
      if (view) Object.assign(view, action.payload);
    },
    /** Forgets every tab, affixed ones included (logout). */
    resetTagsView() {
      return initialState;
    },
  },
  selectors: {
    selectVisitedViews: (state) => state.visitedViews,
    selectCachedViews: (state) => state.cachedViews,
  },
});

export const {
  addView,
  addVisitedView,
  addCachedView,
  delView,
  delCachedView,
  delOthersViews,
  delLeftViews,
  delRightViews,
  delAllViews,
  updateVisitedView,
  resetTagsView,
} = tagsViewSlice.actions;
export const { selectVisitedViews, selectCachedViews } = tagsViewSlice.selectors;
