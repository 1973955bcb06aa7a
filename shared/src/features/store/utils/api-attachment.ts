import {
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AppStore } from '../create-app-store';
import { rootReducer } from '../root-reducer';

/** What the store needs of an RTK Query API: its reducer under its path, its middleware. */
export interface AttachableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  /** The action that empties its cache (`api.util.resetApiState()`). */
  reset: () => UnknownAction;
  /** Runs once per store the API joins (RTK Query's focus and online listeners). */
  onAttach?: (store: AppStore) => void;
}

/**
 * The store is created at start without the RTK Query API, so that the login page
 * downloads neither RTK Query nor the request client (docs/benchmarks.md). The API
 * joins the store when its module first loads (`base-api.ts` registers itself),
 * whichever of the two comes first.
 */
export const apiMiddleware = createDynamicMiddleware();

const registered: AttachableApi[] = [];
let store: AppStore | null = null;

function attach(api: AttachableApi, target: AppStore): void {
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer } as never);
  apiMiddleware.addMiddleware(api.middleware);
  // Gives the injected slice its initial state before any query reads it.
  target.dispatch({ type: `${api.reducerPath}/attached` } satisfies UnknownAction);
  api.onAttach?.(target);
}

/** Called by an API module when it loads: joins the current store now, or the next one. */
export function registerApi(api: AttachableApi): void {
  registered.push(api);
  if (store) attach(api, store);
}

/** Called by `createAppStore`: the APIs already loaded join the new store. */
export function attachRegisteredApis(target: AppStore): void {
  store = target;
  for (const api of registered) attach(api, target);
}

/** Empties the cache of every API loaded so far (at logout; an API not loaded has none). */
export function resetRegisteredApis(dispatch: Dispatch): void {
  for (const api of registered) dispatch(api.reset());
}
