import fp from 'fastify-plugin';
import { apiPrefix } from '../routes/api-prefix';

/** API answers and stored files are data, never pages: nothing runs, loads or frames them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Protective headers on every answer (issue 15):
 * - Content-Security-Policy: the configured policy for the front end's pages (see
 *   `defaultContentSecurityPolicy` in config.ts), a locked-down one for the API and uploads;
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   `X-Frame-Options: DENY` (for browsers without frame-ancestors), no `X-Powered-By`;
 * - CORS closed: `Access-Control-Allow-Origin` only for an origin named in `CORS_ORIGINS`,
 *   whose preflight requests are answered here.
 * A header a route set itself is kept.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const pagePolicy = app.config.contentSecurityPolicy;
    const corsOrigins = new Set(app.config.corsOrigins);

    const allowedOrigin = (origin: string | undefined) =>
      origin && corsOrigins.has(origin.replace(/\/$/, '')) ? origin : undefined;

    app.addHook('onRequest', async (request, reply) => {
      const origin = allowedOrigin(request.headers.origin);
      if (!origin) return;
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        return reply
          .code(204)
          .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
          .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept-Language')
          .header('Access-Control-Max-Age', '600')
          .send();
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const isApi = request.url.startsWith(apiPrefix);
      const policy = isApi ? API_CONTENT_SECURITY_POLICY : pagePolicy;
      if (policy && !reply.hasHeader('Content-Security-Policy'))
        reply.header('Content-Security-Policy', policy);
      reply.header('X-Content-Type-Options', 'nosniff');
      if (!reply.hasHeader('Referrer-Policy'))
        reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      // A page made to be framed by our own screens sets its own (SAMEORIGIN).
      if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
      reply.removeHeader('X-Powered-By');
      return payload;
    });
  },
  { name: 'security-headers' },
);
