import fs from 'node:fs';
import path from 'node:path';

/** Settings read once from the environment at start (see the README's configuration table). */
export interface AppConfig {
  /** TCP port of the HTTP server (`PORT`, default 8080). */
  port: number;
  /** Interface to listen on (`HOST`, default 0.0.0.0). */
  host: string;
  /** The repository root: the static plugin serves `host/dist` and the remotes' builds from here. */
  repoRoot: string;
  /** Data folder (`DATA_DIR`, default `<repo>/.data`): PGlite files, uploads, outbox, lock. */
  dataDir: string;
  /** PostgreSQL URL (`DATABASE_URL`); when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** `CAPTCHA_ENABLED` (true/false): when set, overwrites `sys.account.captchaEnabled` at start. */
  captchaEnabled: boolean | undefined;
  /** Idle minutes before a session expires; every request slides the expiry (`SESSION_TIMEOUT_MINUTES`). */
  sessionTimeoutMinutes: number;
  /**
   * Milliseconds a process keeps a signed-in user's roles and permissions (`AUTH_CACHE_MS`,
   * default 2000, 0 = read them on every request). A write in the same process clears them.
   */
  authCacheMs: number;
  /** Mail transport; without `SMTP_HOST` mail is written to `outboxDir` instead. */
  smtp: {
    host: string | undefined;
    port: number;
    user: string | undefined;
    pass: string | undefined;
    from: string;
  };
  /** Folder that receives one file per mail when no SMTP server is configured. */
  outboxDir: string;
  /** Folder for uploaded files (images, videos, documents). */
  uploadDir: string;
  /** pino log level (`LOG_LEVEL`, default info). */
  logLevel: string;
  /** Trust X-Forwarded-* headers from a reverse proxy (`TRUST_PROXY=true`), so logs record the client IP. */
  trustProxy: boolean;
  /**
   * Remote versions served elsewhere (`REMOTE_MODULES=remote_house@1.0.0,...`), registered
   * at start beside the builds found on disk; e.g. each remote in its own container.
   */
  remoteModules: { name: string; version: string }[];
  /**
   * Folder shared with the remote containers (`DEPLOY_TOKEN_DIR`, docker compose): the
   * server keeps one deploy token per module there, which each container publishes its
   * own build with on start. Unset: no such tokens.
   */
  deployTokenDir: string | undefined;
  /**
   * Content-Security-Policy of the front end's pages (`CONTENT_SECURITY_POLICY` replaces it
   * whole, `off` sends none); `CSP_EXTRA_SOURCES` (space-separated origins, e.g. where the
   * remotes are served from) are added to the script, style, connect, image and font sources.
   */
  contentSecurityPolicy: string | undefined;
  /** Origins allowed to call the API from a browser (`CORS_ORIGINS`, comma-separated); none by default. */
  corsOrigins: string[];
  /**
   * The https origins a remote version may be registered from by address (`MODULE_CDN_ORIGINS`,
   * comma-separated, e.g. `https://cdn.example.com`); none by default, so publishing by
   * address is off (issue 32, finding 12: the server fetches nothing else).
   */
  moduleCdnOrigins: string[];
  /** A PEM file of the CDN's certificate authority when it is not a public one (`MODULE_CDN_CA`). */
  moduleCdnCa: string | undefined;
  /**
   * The address the public reaches the site at (`PUBLIC_URL`, e.g. `https://agency.la`):
   * shared links' cards point there, never at a request's Host header. Default
   * `http://localhost:<PORT>`.
   */
  publicUrl: string;
  /**
   * Milliseconds a connection may stay silent, either way, before it is closed
   * (`IDLE_TIMEOUT_SECONDS`, default 60): a body that stops midway is not waited for.
   */
  idleTimeoutMs: number;
  /** Milliseconds to receive a whole request (`REQUEST_TIMEOUT_SECONDS`, default 600: 50 MB on a slow line). */
  requestTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** Resolves `server/src` and `server/dist` alike: both sit two levels below the repository root. */
const defaultRepoRoot = path.resolve(__dirname, '..', '..');

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readBoolean(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

const REMOTE_MODULE = /^([a-z][a-z0-9_]{0,63})@([0-9A-Za-z][0-9A-Za-z.+-]{0,31})$/;

function readRemoteModules(env: Env): { name: string; version: string }[] {
  const raw = readString(env, 'REMOTE_MODULES');
  if (!raw) return [];
  return raw.split(',').map((item) => {
    const match = REMOTE_MODULE.exec(item.trim());
    if (!match) throw new Error(`REMOTE_MODULES entries look like remote_house@1.0.0, got "${item.trim()}"`);
    return { name: match[1] ?? '', version: match[2] ?? '' };
  });
}

function readString(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/**
 * The default policy, checked against the built apps: webpack and the federation runtime
 * load scripts and chunks from the site itself (no eval, no inline script in index.html);
 * antd injects <style> elements and rich text carries style attributes, so inline styles
 * are allowed; images and videos may come from http(s) addresses (vehicle images, shared
 * house pages), the captcha is a data: URI; InnerLink menus show https pages in a frame;
 * the share dialog checks image addresses with fetch. Nobody may frame the app.
 */
export function defaultContentSecurityPolicy(extraSources: string[] = []): string {
  const extra = extraSources.length ? ` ${extraSources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob: https: http:${extra}`,
    `media-src 'self' blob: https: http:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self' https:${extra}`,
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function readContentSecurityPolicy(env: Env): string | undefined {
  const raw = readString(env, 'CONTENT_SECURITY_POLICY');
  if (raw?.toLowerCase() === 'off') return undefined;
  if (raw) return raw;
  const extra = (readString(env, 'CSP_EXTRA_SOURCES') ?? '').split(/\s+/).filter(Boolean);
  for (const source of extra) {
    if (!/^(https?:\/\/[a-z0-9.-]+(:\d+)?|'self')$/i.test(source)) {
      throw new Error(
        `CSP_EXTRA_SOURCES entries are origins such as https://cdn.example.com, got "${source}"`,
      );
    }
  }
  return defaultContentSecurityPolicy(extra);
}

function readModuleCdnOrigins(env: Env): string[] {
  const origins = (readString(env, 'MODULE_CDN_ORIGINS') ?? '').split(',').map((item) => item.trim());
  return origins.filter(Boolean).map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || url.protocol !== 'https:' || url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(
        `MODULE_CDN_ORIGINS entries are https origins such as https://cdn.example.com, got "${origin}"`,
      );
    }
    return url.origin;
  });
}

function readPublicUrl(env: Env, port: number): string {
  const raw = readString(env, 'PUBLIC_URL');
  if (!raw) return `http://localhost:${port}`;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`PUBLIC_URL is the site's address such as https://agency.example.com, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Builds the configuration from an environment map; tests pass their own map. */
export function loadConfig(env: Env = process.env, repoRoot: string = defaultRepoRoot): AppConfig {
  const dataDir = path.resolve(repoRoot, readString(env, 'DATA_DIR') ?? '.data');
  const smtpHost = readString(env, 'SMTP_HOST');
  const port = readInteger(env, 'PORT', 8080, 0, 65535);
  const cdnCa = readString(env, 'MODULE_CDN_CA');
  return {
    port,
    host: readString(env, 'HOST') ?? '0.0.0.0',
    repoRoot,
    dataDir,
    databaseUrl: readString(env, 'DATABASE_URL'),
    captchaEnabled: readBoolean(env, 'CAPTCHA_ENABLED'),
    sessionTimeoutMinutes: readInteger(env, 'SESSION_TIMEOUT_MINUTES', 30, 1, 60 * 24 * 30),
    authCacheMs: readInteger(env, 'AUTH_CACHE_MS', 2000, 0, 60_000),
    smtp: {
      host: smtpHost,
      port: readInteger(env, 'SMTP_PORT', 587, 1, 65535),
      user: readString(env, 'SMTP_USER'),
      pass: readString(env, 'SMTP_PASS'),
      from: readString(env, 'SMTP_FROM') ?? 'Agency Back Office <no-reply@agency.local>',
    },
    outboxDir: path.join(dataDir, 'outbox'),
    uploadDir: path.join(dataDir, 'uploads'),
    logLevel: readString(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: readBoolean(env, 'TRUST_PROXY') ?? false,
    remoteModules: readRemoteModules(env),
    deployTokenDir: readString(env, 'DEPLOY_TOKEN_DIR'),
    contentSecurityPolicy: readContentSecurityPolicy(env),
    corsOrigins: (readString(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    moduleCdnOrigins: readModuleCdnOrigins(env),
    moduleCdnCa: cdnCa ? fs.readFileSync(path.resolve(repoRoot, cdnCa), 'utf8') : undefined,
    publicUrl: readPublicUrl(env, port),
    idleTimeoutMs: readInteger(env, 'IDLE_TIMEOUT_SECONDS', 60, 1, 3600) * 1000,
    requestTimeoutMs: readInteger(env, 'REQUEST_TIMEOUT_SECONDS', 600, 1, 24 * 3600) * 1000,
  };
}
