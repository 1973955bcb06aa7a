import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverRoot = path.resolve(__dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves with the port once the server prints that it is running. */
  started: (timeoutMs?: number) => Promise<number>;
}

/**
 * Starts src/main.ts in a child process (compiled on the fly by register-ts.cjs), on
 * a PGlite data folder, or on PostgreSQL when `databaseUrl` is given. Port 0: the
 * system picks one, read back from the start-up banner.
 */
export function startServer(options: { dataDir: string; databaseUrl?: string }): ServerProcess {
  // Never inherit DATABASE_URL: the caller says which database the server uses.
  const { DATABASE_URL: _url, NODE_OPTIONS: _options, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATA_DIR: options.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CAPTCHA_ENABLED: 'false',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, ['-r', './src/testing/register-ts.cjs', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const banner = /running at http:\/\/localhost:(\d+)/;
  return {
    child,
    output: () => output,
    exited,
    started: async (timeoutMs = 120_000) => {
      await waitFor(() => banner.test(output) || child.exitCode !== null, timeoutMs);
      const port = banner.exec(output)?.[1];
      if (!port) throw new Error(`the server did not start:\n${output}`);
      return Number(port);
    },
  };
}

export async function waitFor(predicate: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a spawned server answered: the HTTP status and the parsed envelope. */
export interface ServerAnswer<T> {
  status: number;
  body: T;
}

/** A JSON call to a spawned server's API, as a browser sends it (bearer token, language). */
export async function callServer<T = { code: number; msg: string; token?: string }>(
  port: number,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; lang?: string } = {},
): Promise<ServerAnswer<T>> {
  const response = await fetch(`http://127.0.0.1:${port}/web-api${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
