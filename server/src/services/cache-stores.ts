import { and, count, eq, like, ne, not } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { sysCaptcha, sysEmailCode, sysLoginFailure, sysRepeatSubmit } from '../db/schema/auth-state';
import { sysSession } from '../db/schema/sys-session';
import type { AuthUser, SessionInfo } from '../types/auth';
import type { AuthCache } from './auth-cache';
import { formatDateTime } from './date-format';
import { COUNTER_KEY_PREFIX } from './rate-limit';

/** What a store needs: the database, the process caches and the caller's session (kept on clear-all). */
export interface CacheContext {
  db: Queryable;
  authCaches: { sessions: AuthCache<string, SessionInfo | null>; users: AuthCache<number, AuthUser | null> };
  ownSessionId: string | undefined;
}

/**
 * One of the server's short-lived stores, shown as RuoYi's Redis caches are: a name
 * ending in ':', keys `name + id`, a value, and clearing. Where RuoYi keeps these in
 * Redis, this server keeps them in tables (shared by every process) or in process memory.
 * Values never carry a secret: no token, captcha answer or code hash.
 */
export interface CacheStore {
  cacheName: string;
  /** Message key of what the store holds. */
  remarkKey: string;
  count(context: CacheContext): Promise<number>;
  /** Ids of the entries (without the name), at most {@link MAX_KEYS}. */
  ids(context: CacheContext): Promise<string[]>;
  value(context: CacheContext, id: string): Promise<unknown | undefined>;
  clearOne(context: CacheContext, id: string): Promise<void>;
  clearAll(context: CacheContext): Promise<void>;
}

/** A key list is for reading: the newest few hundred, not a table dump. */
export const MAX_KEYS = 500;

/** The abuse counters that share `sys_login_failure` with the per-account counts. */
const isCounter = like(sysLoginFailure.userName, `${COUNTER_KEY_PREFIX}%`);

async function countOf(db: Queryable, table: PgTable, where?: ReturnType<typeof and>) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

async function idsOf(db: Queryable, table: PgTable, column: PgColumn, where?: ReturnType<typeof and>) {
  const rows = await db.select({ id: column }).from(table).where(where).limit(MAX_KEYS);
  return rows.map((row) => String(row.id));
}

const loginFailures = (name: string, remarkKey: string, counters: boolean): CacheStore => {
  const scope = counters ? isCounter : not(isCounter);
  return {
    cacheName: name,
    remarkKey,
    count: ({ db }) => countOf(db, sysLoginFailure, scope),
    ids: ({ db }) => idsOf(db, sysLoginFailure, sysLoginFailure.userName, scope),
    async value({ db }, id) {
      const [row] = await db
        .select()
        .from(sysLoginFailure)
        .where(and(eq(sysLoginFailure.userName, id), scope));
      return row
        ? {
            failCount: row.failCount,
            lastFailTime: formatDateTime(row.lastFailTime),
            lockUntil: formatDateTime(row.lockUntil),
          }
        : undefined;
    },
    async clearOne({ db }, id) {
      await db.delete(sysLoginFailure).where(and(eq(sysLoginFailure.userName, id), scope));
    },
    async clearAll({ db }) {
      await db.delete(sysLoginFailure).where(scope);
    },
  };
};

/** The stores, in RuoYi's order where it has them. */
export const cacheStores: CacheStore[] = [
  {
    cacheName: 'login_tokens:',
    remarkKey: 'monitor.cache.store.loginTokens',
    count: ({ db }) => countOf(db, sysSession),
    ids: ({ db }) => idsOf(db, sysSession, sysSession.sessionId),
    async value({ db }, id) {
      const [row] = await db.select().from(sysSession).where(eq(sysSession.sessionId, id));
      if (!row) return undefined;
      return {
        userName: row.userName,
        deptName: row.deptName,
        ipaddr: row.ipaddr,
        browser: row.browser,
        os: row.os,
        loginTime: formatDateTime(row.loginTime),
        lastAccessTime: formatDateTime(row.lastAccessTime),
        expireTime: formatDateTime(row.expireTime),
      };
    },
    async clearOne({ db }, id) {
      await db.delete(sysSession).where(eq(sysSession.sessionId, id));
    },
    // Everyone else is signed out; the admin who asked keeps their own session.
    async clearAll({ db, ownSessionId }) {
      await db.delete(sysSession).where(ownSessionId ? ne(sysSession.sessionId, ownSessionId) : undefined);
    },
  },
  {
    cacheName: 'captcha_codes:',
    remarkKey: 'monitor.cache.store.captchaCodes',
    count: ({ db }) => countOf(db, sysCaptcha),
    ids: ({ db }) => idsOf(db, sysCaptcha, sysCaptcha.uuid),
    async value({ db }, id) {
      const [row] = await db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, id));
      return row ? { expireTime: formatDateTime(row.expireTime) } : undefined;
    },
    async clearOne({ db }, id) {
      await db.delete(sysCaptcha).where(eq(sysCaptcha.uuid, id));
    },
    async clearAll({ db }) {
      await db.delete(sysCaptcha);
    },
  },
  loginFailures('pwd_err_cnt:', 'monitor.cache.store.passwordErrors', false),
  loginFailures('rate_limit:', 'monitor.cache.store.rateLimits', true),
  {
    cacheName: 'repeat_submit:',
    remarkKey: 'monitor.cache.store.repeatSubmit',
    count: ({ db }) => countOf(db, sysRepeatSubmit),
    ids: ({ db }) => idsOf(db, sysRepeatSubmit, sysRepeatSubmit.keyHash),
    async value({ db }, id) {
      const [row] = await db.select().from(sysRepeatSubmit).where(eq(sysRepeatSubmit.keyHash, id));
      return row ? { submitTime: formatDateTime(row.submitTime) } : undefined;
    },
    async clearOne({ db }, id) {
      await db.delete(sysRepeatSubmit).where(eq(sysRepeatSubmit.keyHash, id));
    },
    async clearAll({ db }) {
      await db.delete(sysRepeatSubmit);
    },
  },
  {
    cacheName: 'email_codes:',
    remarkKey: 'monitor.cache.store.emailCodes',
    count: ({ db }) => countOf(db, sysEmailCode),
    ids: ({ db }) => idsOf(db, sysEmailCode, sysEmailCode.id),
    async value({ db }, id) {
      if (!/^\d{1,15}$/.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(sysEmailCode)
        .where(eq(sysEmailCode.id, Number(id)));
      return row
        ? {
            email: row.email,
            purpose: row.purpose,
            attempts: row.attempts,
            used: row.used,
            expireTime: formatDateTime(row.expireTime),
          }
        : undefined;
    },
    async clearOne({ db }, id) {
      if (/^\d{1,15}$/.test(id)) await db.delete(sysEmailCode).where(eq(sysEmailCode.id, Number(id)));
    },
    async clearAll({ db }) {
      await db.delete(sysEmailCode);
    },
  },
  {
    // Process memory: the keys of the session half are tokens, so only the users are listed.
    cacheName: 'auth_cache:',
    remarkKey: 'monitor.cache.store.authCache',
    count: async ({ authCaches }) => authCaches.sessions.size() + authCaches.users.size(),
    ids: async ({ authCaches }) =>
      authCaches.users
        .keys()
        .map((id) => `user:${id}`)
        .slice(0, MAX_KEYS),
    async value({ authCaches }, id) {
      const match = /^user:(\d+)$/.exec(id);
      if (!match) return undefined;
      const user = authCaches.users.peek(Number(match[1]));
      return user
        ? { userName: user.userName, roles: user.roles, permissions: user.permissions.length }
        : undefined;
    },
    async clearOne({ authCaches }) {
      authCaches.users.clear();
      authCaches.sessions.clear();
    },
    async clearAll({ authCaches }) {
      authCaches.users.clear();
      authCaches.sessions.clear();
    },
  },
];

/** The store of a full key (`login_tokens:` + id), and the id. */
export function storeOfKey(cacheKey: string): { store: CacheStore; id: string } | undefined {
  const store = cacheStores.find((candidate) => cacheKey.startsWith(candidate.cacheName));
  return store ? { store, id: cacheKey.slice(store.cacheName.length) } : undefined;
}

export function storeNamed(cacheName: string): CacheStore | undefined {
  return cacheStores.find((store) => store.cacheName === cacheName);
}
