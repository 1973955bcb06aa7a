#!/usr/bin/env node
// An unmodified RuoYi-Vue3 production build (its dist/) served as its usual nginx
// deployment serves it, in front of our server: the build's files, index.html for any other
// path (RuoYi routes with the history API), the `.gz` twin its build writes next to a file
// when the browser accepts gzip (nginx `gzip_static`), and its API base (VITE_APP_BASE_API,
// `/prod-api` by default) proxied to our server's /web-api. Used by the RuoYi-Vue3 trial
// (scripts/ruoyi-trial.mjs) and by the bench (e2e/bench.config.ts starts it as a process:
// `node scripts/lib/ruoyi-static-server.mjs <RuoYi-Vue3 folder> <port> <our server's port>`).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
};

/** RuoYi-Vue3's API base in production: VITE_APP_BASE_API of its .env.production. */
export function ruoyiApiBase(ruoyiDir) {
  const envFile = join(ruoyiDir, '.env.production');
  const text = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  return /VITE_APP_BASE_API\s*=\s*['"]?([^'"\s]+)/.exec(text)?.[1] ?? '/prod-api';
}

/** Passes a request under the API base on to our server's /web-api, unchanged otherwise. */
function proxy(request, response, apiBase, apiPort) {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: apiPort,
      path: `/web-api${(request.url ?? '/').slice(apiBase.length)}`,
      method: request.method,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

/** A file of dist/, or index.html when the path is no file (a client-side route). */
function serveFile(request, response, dist) {
  const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = join(dist, 'index.html');
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    vary: 'Accept-Encoding',
  };
  // The twin the build compressed ahead (VITE_BUILD_COMPRESS), as nginx's gzip_static sends it.
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (accepts && existsSync(`${file}.gz`)) {
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    createReadStream(`${file}.gz`).pipe(response);
    return;
  }
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
}

/**
 * Serves `<ruoyiDir>/dist` on 127.0.0.1:`port` (0: any free port) with its API base
 * proxied to our server on `apiPort`. Resolves with the port and a close function.
 */
export async function startRuoyiFront({ ruoyiDir, apiPort, port = 0 }) {
  const dist = resolve(ruoyiDir, 'dist');
  const apiBase = ruoyiApiBase(ruoyiDir);
  const server = http.createServer((request, response) => {
    if ((request.url ?? '/').startsWith(`${apiBase}/`)) proxy(request, response, apiBase, apiPort);
    else serveFile(request, response, dist);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    port: server.address().port,
    apiBase,
    close: () => new Promise((done) => server.close(done)),
  };
}

// Run as a process (the bench's Playwright web server): serve until stopped.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [ruoyiDir, port, apiPort] = process.argv.slice(2);
  if (!ruoyiDir || !port || !apiPort) {
    console.error('usage: node scripts/lib/ruoyi-static-server.mjs <RuoYi-Vue3 folder> <port> <API port>');
    process.exit(2);
  }
  const front = await startRuoyiFront({ ruoyiDir, port: Number(port), apiPort: Number(apiPort) });
  console.log(`RuoYi-Vue3 on http://127.0.0.1:${front.port} (${front.apiBase} → :${apiPort}/web-api)`);
}
