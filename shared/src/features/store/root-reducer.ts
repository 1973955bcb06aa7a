import { combineSlices } from '@reduxjs/toolkit';
import type { BaseApi } from '../request/api/base-api';
import { appSlice } from './slices/app-slice';
import { sessionSlice } from './slices/session-slice';
import { settingsSlice } from './slices/settings-slice';
import { tagsViewSlice } from './slices/tags-view-slice';

/**
 * Slices the apps add later with `rootReducer.inject(slice)`. An app declares
 * its slice here for typed selectors:
 *
 * ```ts
 * declare module '@agency/shared/features/store/root-reducer' {
 *   interface LazyLoadedSlices { house: HouseState }
 * }
 * ```
 */
export interface LazyLoadedSlices {
  /** The RTK Query cache: joins when the API's module loads, after the login page (see api-attachment). */
  api: ReturnType<BaseApi['reducer']>;
}

/**
 * The product's root reducer: session, app, settings, tagsView, later the RTK
 * Query cache (`api`). Remotes never create a store; they inject their slices:
 * `const injected = houseSlice.injectInto(rootReducer)` or `rootReducer.inject(houseSlice)`.
 */
export const rootReducer = combineSlices(
  sessionSlice,
  appSlice,
  settingsSlice,
  tagsViewSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
