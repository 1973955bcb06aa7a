import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../request/api/base-api';
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
// biome-ignore lint/suspicious/noEmptyInterface: filled in by module augmentation
export interface LazyLoadedSlices {}

/**
 * The product's root reducer: session, app, settings, tagsView and the RTK
 * Query cache (`api`). Remotes never create a store; they inject their slices:
 * `const injected = houseSlice.injectInto(rootReducer)` or `rootReducer.inject(houseSlice)`.
 */
export const rootReducer = combineSlices(
  sessionSlice,
  appSlice,
  settingsSlice,
  tagsViewSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
