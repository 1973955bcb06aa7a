import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPrefix } from '../routes/api-prefix';
import { AuthCache } from '../services/auth-cache';
import { moduleOfDeployToken } from '../services/module-deploy/deploy-tokens';
import { readBearerToken, readCookieToken, touchSession } from '../services/sessions';
import { hasPermission, loadAuthUser } from '../services/user-access';
import type { AuthUser, SessionInfo } from '../types/auth';
import { ApiError } from './api-error';
import { fail, ResultCode } from './envelope';

/** Routes of the OpenAPI viewer, which is public and registered by @fastify/swagger-ui. */
export const docsPrefix = `${apiPrefix}/docs`;

/**
 * Authentication and permission enforcement.
 * - At start: every /web-api route must declare `config.permission`, or the server
 *   refuses to start (a forgotten declaration must never mean "open to everyone").
 * - Per request: `@public` passes; `@deploy` needs a live deploy token (code 401);
 *   otherwise the bearer token must match a live session (code 401) and, for a
 *   permission string, the user must hold it (code 403).
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('deployModule', null);
    // A burst of reads does not query the session and the user every time; any write
    // of this process (logout, forced logout, roles, menus, status) empties both, so the
    // next request here reads them again. Coarse on purpose: writes are rare next to reads.
    const sessions = new AuthCache<string, SessionInfo | null>(app.config.authCacheMs);
    const users = new AuthCache<number, AuthUser | null>(app.config.authCacheMs);
    app.decorate('authCaches', { sessions, users });
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sessions.clear();
        users.clear();
      }
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(apiPrefix) || route.url.startsWith(docsPrefix)) return;
      if (!route.config?.permission) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} declares no config.permission ` +
            "('@public', '@login', '@deploy' or a permission string such as 'system:user:list').",
        );
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const permission = request.routeOptions.config.permission;
      if (!permission || permission === '@public') return;
      // Cookie sessions only on GET pages that ask for them: a cookie never authorises a write.
      const cookieAllowed = request.routeOptions.config.cookieSession === true && request.method === 'GET';
      const token = readBearerToken(request) ?? (cookieAllowed ? readCookieToken(request) : undefined);
      if (permission === '@deploy') {
        // A pipeline's deploy token, never a user's session: the route itself checks
        // that the module it publishes is the token's (403 otherwise).
        const moduleName = token ? await moduleOfDeployToken(app.db, token) : null;
        if (!moduleName) {
          reply.send(fail(request.t('unauthorized'), ResultCode.unauthorized));
          return reply;
        }
        request.deployModule = moduleName;
        return;
      }
      const found = token
        ? await sessions.get(token, () => touchSession(app.db, token, app.config.sessionTimeoutMinutes))
        : null;
      // Defensive: a kept session is at most AUTH_CACHE_MS old and was slid to a full timeout.
      const session = found && found.expireTime.getTime() > Date.now() ? found : null;
      const user = session
        ? await users.get(session.userId, () => loadAuthUser(app.db, session.userId))
        : null;
      if (!session || !user) {
        reply.send(fail(request.t('unauthorized'), ResultCode.unauthorized));
        return reply;
      }
      request.session = session;
      request.user = user;
      if (permission !== '@login' && !hasPermission(user, permission)) {
        reply.send(fail(request.t('forbidden'), ResultCode.forbidden));
        return reply;
      }
    });
  },
  { name: 'auth', dependencies: ['language'] },
);

/** The signed-in user of an `@login` or permission route (throws 401 on a `@public` one). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError('unauthorized', undefined, ResultCode.unauthorized);
  return request.user;
}
