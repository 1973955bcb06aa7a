import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../../request/api/base-api';
import { clearSession } from '../slices/session-slice';
import { resetTagsView } from '../slices/tags-view-slice';

/**
 * Forgets the signed-in user on this client: session (token cookie and stored
 * keys), tabs and every cached API answer. For logout and the session-expired
 * handler; the `POST /logout` call itself is the host's.
 */
export function clearClientSession(dispatch: Dispatch): void {
  dispatch(clearSession());
  dispatch(resetTagsView());
  dispatch(baseApi.util.resetApiState());
}
