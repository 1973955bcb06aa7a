import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBearerToken, readCookieToken, touchSession } from '../../services/sessions';
import { loadAuthUser } from '../../services/user-access';

/**
 * Whether a request for a stored file comes with a live session of an enabled user:
 * the bearer token, or the `Admin-Token` cookie a browser sends with same-origin
 * `<img>`/`<video>` requests (a GET that changes nothing, as the auth plugin allows for
 * `cookieSession` routes). Read through the auth plugin's caches, as every route is.
 */
export async function hasFileSession(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const token = readBearerToken(request) ?? readCookieToken(request);
  if (!token) return false;
  const { sessions, users } = app.authCaches;
  const found = await sessions.get(token, () =>
    touchSession(app.db, token, app.config.sessionTimeoutMinutes),
  );
  if (!found || found.expireTime.getTime() <= Date.now()) return false;
  return Boolean(await users.get(found.userId, () => loadAuthUser(app.db, found.userId)));
}
