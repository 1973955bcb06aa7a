import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normaliseRoles } from '../../permission/utils/permission';
import { getToken } from '../../request/utils/auth-token';
import { readJson, readStorage } from '../utils/storage';
import { STORAGE_KEYS } from '../utils/storage-keys';

export interface SessionState {
  /** The session token (mirrored to the `Admin-Token` cookie). */
  token: string;
  userId: number | null;
  name: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  /**
   * Whether `GET /getInfo` has answered since the page loaded. Roles and
   * permissions kept from an earlier visit are shown at once, but the guard
   * fetches user info (and builds routes) while this is false.
   */
  infoLoaded: boolean;
}

export interface UserInfoPayload {
  userId?: number | null;
  name: string;
  avatar?: string | null;
  roles?: string[] | null;
  permissions?: string[] | null;
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The session as kept by an earlier visit: token from the cookie, the rest from localStorage. */
export function loadSessionState(): SessionState {
  return {
    token: getToken() ?? '',
    userId: null,
    name: readStorage(STORAGE_KEYS.name) ?? '',
    avatar: readStorage(STORAGE_KEYS.avatar) ?? '',
    roles: stringArray(readJson(STORAGE_KEYS.roles)),
    permissions: stringArray(readJson(STORAGE_KEYS.permissions)),
    infoLoaded: false,
  };
}

const emptySession: SessionState = {
  token: '',
  userId: null,
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  infoLoaded: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSessionState,
  reducers: {
    /** After login. */
    setToken(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** From `GET /getInfo`; an empty role list becomes `['ROLE_DEFAULT']`. */
    setUserInfo(state, action: PayloadAction<UserInfoPayload>) {
      const { userId, name, avatar, roles, permissions } = action.payload;
      state.userId = userId ?? null;
      state.name = name;
      state.avatar = avatar ?? '';
      state.roles = normaliseRoles(roles);
      state.permissions = permissions ? [...permissions] : [];
      state.infoLoaded = true;
    },
    setAvatar(state, action: PayloadAction<string>) {
      state.avatar = action.payload;
    },
    setName(state, action: PayloadAction<string>) {
      state.name = action.payload;
    },
    /** Logout or expired session: forgets everything (cookie and stored keys too). */
    clearSession() {
      return { ...emptySession };
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectRoles: (state) => state.roles,
    selectPermissions: (state) => state.permissions,
    selectIsLoggedIn: (state) => state.token !== '',
  },
});

export const { setToken, setUserInfo, setAvatar, setName, clearSession } = sessionSlice.actions;
export const { selectToken, selectRoles, selectPermissions, selectIsLoggedIn } = sessionSlice.selectors;
