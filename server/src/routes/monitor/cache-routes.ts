import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { type CacheContext, cacheStores, storeNamed, storeOfKey } from '../../services/cache-stores';
import { BusinessType } from '../../types/auth';
import { cacheMessages } from './cache-messages';

const CacheInfoOut = Type.Object({
  caches: Type.Array(Type.Object({ cacheName: Type.String(), remark: Type.String(), count: Type.Integer() })),
  dbSize: Type.Integer(),
  process: Type.Object({
    nodeVersion: Type.String(),
    uptimeSeconds: Type.Integer(),
    rssMb: Type.Integer(),
    heapUsedMb: Type.Integer(),
    heapTotalMb: Type.Integer(),
    authCacheMs: Type.Integer(),
  }),
  /** RuoYi's Redis INFO names, read by RuoYi-Vue3's cache screen. */
  info: Type.Record(Type.String(), Type.String()),
  commandStats: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});

const tags = ['monitor: cache'];
const operLog = { title: 'Cache', businessType: BusinessType.clean };

/** The options of a route that empties some of the cache: logged as a clean, answered with a message. */
function clearing<S extends object>(summary: string, schema: S) {
  return {
    config: { permission: 'monitor:cache:list', operLog },
    schema: { tags, summary, ...schema, response: { 200: FailSchema } },
  };
}

/** A store's name as RuoYi writes it (`login_tokens:`). */
const CacheName = Type.String({ pattern: '^[a-z_]{1,40}:$' });
/**
 * A full key: the store's name and an entry's id, printable and bounded (a space too:
 * the rate-limit counters' keys begin with one, services/rate-limit).
 */
const CacheKey = Type.String({ pattern: '^[a-z_]{1,40}:[\\x20-\\x7e]{1,200}$' });

const CacheEntry = Type.Object({
  cacheName: Type.String(),
  cacheKey: Type.String(),
  cacheValue: Type.String(),
  remark: Type.String(),
});

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)}M`;

/**
 * The cache monitor, on RuoYi's paths (`/monitor/cache`, CacheController): this server's
 * short-lived stores (sessions, captchas, login failures, rate limits, duplicate-submit
 * marks, e-mail codes, the per-process auth cache) with their counts, keys and values,
 * and clearing one key, one store or all. The summary fills RuoYi's Redis `info` fields
 * with this server's figures, so RuoYi-Vue3's screen shows them too.
 */
export const cacheRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(cacheMessages);
  const contextOf = (request: { session: { sessionId: string } | null }): CacheContext => ({
    db: app.db,
    authCaches: app.authCaches,
    ownSessionId: request.session?.sessionId,
  });
  const storeOrThrow = (cacheName: string) => {
    const store = storeNamed(cacheName);
    if (!store) throw new ApiError('monitor.cache.unknown');
    return store;
  };

  app.get(
    '/monitor/cache',
    {
      config: { permission: 'monitor:cache:list' },
      schema: {
        tags,
        summary: "The stores' sizes and the process's figures (RuoYi's info, dbSize and commandStats)",
        response: { 200: OkSchema(CacheInfoOut) },
      },
    },
    async (request) => {
      const context = contextOf(request);
      const caches = await Promise.all(
        cacheStores.map(async (store) => ({
          cacheName: store.cacheName,
          remark: request.t(store.remarkKey),
          count: await store.count(context),
        })),
      );
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      const uptime = process.uptime();
      const dbSize = caches.reduce((sum, cache) => sum + cache.count, 0);
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          caches,
          dbSize,
          process: {
            nodeVersion: process.version,
            uptimeSeconds: Math.round(uptime),
            rssMb: Math.round(memory.rss / 1024 / 1024),
            heapUsedMb: Math.round(memory.heapUsed / 1024 / 1024),
            heapTotalMb: Math.round(memory.heapTotal / 1024 / 1024),
            authCacheMs: app.config.authCacheMs,
          },
          // RuoYi-Vue3's cache screen reads these Redis INFO names.
          info: {
            redis_version: process.version,
            redis_mode: 'standalone',
            tcp_port: String(app.config.port),
            connected_clients: String(caches[0]?.count ?? 0),
            uptime_in_days: String(Math.floor(uptime / 86_400)),
            used_memory_human: megabytes(memory.rss),
            used_cpu_user_children: (cpu.user / 1e6).toFixed(2),
            maxmemory_human: megabytes(memory.heapTotal),
            aof_enabled: '0',
            rdb_last_bgsave_status: 'ok',
            instantaneous_input_kbps: '0',
            instantaneous_output_kbps: '0',
          },
          commandStats: caches.map((cache) => ({ name: cache.cacheName, value: String(cache.count) })),
        },
      };
    },
  );

  app.get(
    '/monitor/cache/getNames',
    {
      config: { permission: 'monitor:cache:list' },
      schema: { tags, summary: 'The stores', response: { 200: OkSchema(Type.Array(CacheEntry)) } },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: cacheStores.map((store) => ({
        cacheName: store.cacheName,
        cacheKey: '',
        cacheValue: '',
        remark: request.t(store.remarkKey),
      })),
    }),
  );

  app.get(
    '/monitor/cache/getKeys/:cacheName',
    {
      config: { permission: 'monitor:cache:list' },
      schema: {
        tags,
        summary: "A store's keys (its name and each entry's id; at most 500)",
        params: Type.Object({ cacheName: CacheName }),
        response: { 200: OkSchema(Type.Array(Type.String())) },
      },
    },
    async (request) => {
      const store = storeOrThrow(request.params.cacheName);
      const ids = await store.ids(contextOf(request));
      return { code: 200, msg: request.t('success'), data: ids.map((id) => `${store.cacheName}${id}`) };
    },
  );

  app.get(
    '/monitor/cache/getValue/:cacheName/:cacheKey',
    {
      config: { permission: 'monitor:cache:list' },
      schema: {
        tags,
        summary: "One entry's value, as JSON text (never a secret)",
        params: Type.Object({ cacheName: CacheName, cacheKey: CacheKey }),
        response: { 200: OkSchema(CacheEntry) },
      },
    },
    async (request) => {
      const { cacheName, cacheKey } = request.params;
      const found = storeOfKey(cacheKey);
      if (!found || found.store.cacheName !== cacheName) throw new ApiError('monitor.cache.unknown');
      const value = await found.store.value(contextOf(request), found.id);
      if (value === undefined) throw new ApiError('monitor.cache.keyGone');
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          cacheName,
          cacheKey,
          cacheValue: JSON.stringify(value, null, 2),
          remark: request.t(found.store.remarkKey),
        },
      };
    },
  );

  app.delete(
    '/monitor/cache/clearCacheName/:cacheName',
    clearing("Empty one store (the caller's own session stays)", {
      params: Type.Object({ cacheName: CacheName }),
    }),
    async (request) => {
      requireUser(request);
      await storeOrThrow(request.params.cacheName).clearAll(contextOf(request));
      return { code: 200, msg: request.t('monitor.cache.cleared') };
    },
  );

  app.delete(
    '/monitor/cache/clearCacheKey/:cacheKey',
    clearing('Remove one entry by its full key', { params: Type.Object({ cacheKey: CacheKey }) }),
    async (request) => {
      const found = storeOfKey(request.params.cacheKey);
      if (!found) throw new ApiError('monitor.cache.unknown');
      await found.store.clearOne(contextOf(request), found.id);
      return { code: 200, msg: request.t('monitor.cache.cleared') };
    },
  );

  app.delete(
    '/monitor/cache/clearCacheAll',
    clearing("Empty every store (the caller's own session stays)", {}),
    async (request) => {
      const context = contextOf(request);
      for (const store of cacheStores) await store.clearAll(context);
      return { code: 200, msg: request.t('monitor.cache.cleared') };
    },
  );
};
