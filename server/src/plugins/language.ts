import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLanguage, type MessageParams, resolveLanguage, translate } from '../locales/language';

/** Sets `request.lang` from Accept-Language and gives `request.t(key, params)`. */
export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('lang', defaultLanguage);
    app.decorateRequest('t', function t(this: FastifyRequest, key: string, params?: MessageParams) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.lang = resolveLanguage(request.headers['accept-language']);
      // Bound per request, so `const t = request.t` can be passed around.
      request.t = (key, params) => translate(request.lang, key, params);
    });
  },
  { name: 'language' },
);
