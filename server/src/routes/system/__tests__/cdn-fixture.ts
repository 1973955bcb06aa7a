import https from 'node:https';
import type { AddressInfo } from 'node:net';

/*
 * A CDN stand-in for publishing a remote by address (issue 32, finding 12): an https
 * server on loopback with a self-signed certificate for localhost and 127.0.0.1 (made
 * once with openssl, valid for 100 years), which the test app trusts through
 * MODULE_CDN_CA. Test-only: the key protects nothing.
 */
export const CDN_CERT = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUPUaY4s0Ln+73U4cYzFRo09SzhRcwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyODAxMTMzMVoYDzIxMjYxMTA0
MDExMzMxWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQs1wo9MWWyCMtMcBUb7kH1kkdX2SYLI+qlMwBkC1MiW8ZwqNezL+6h
I/TZQbvv7SYq1/HOqh28owKAq6pVTwddo28wbTAdBgNVHQ4EFgQUfb33AQVHw3ZH
XGc4ud5PN97ATiEwHwYDVR0jBBgwFoAUfb33AQVHw3ZHXGc4ud5PN97ATiEwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSQAwRgIhAOj1aIE1NcvVMMBQv8zGNBaZR7ok+ATKM01M7wa2YC7YAiEA
nVmmUVWAwc1vY1JGo9QctpEoIUTGGHCVq6i2M7XeQ6Q=
-----END CERTIFICATE-----
`;

const CDN_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgtN9eHOID9bpgACds
xrBOvnMbcsMLmyFblUVmI0b/w9qhRANCAAQs1wo9MWWyCMtMcBUb7kH1kkdX2SYL
I+qlMwBkC1MiW8ZwqNezL+6hI/TZQbvv7SYq1/HOqh28owKAq6pVTwdd
-----END PRIVATE KEY-----
`;

export interface FakeCdn {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The folder of a version: `<origin>/cdn/1.2.0/`. */
  base: string;
  /** Paths asked for, in order (to see a redirect was not followed). */
  asked: string[];
  close(): Promise<void>;
}

/**
 * Serves `files` under `/cdn/1.2.0/`; `redirects` maps a path to the address it
 * answers 302 with.
 */
export async function serveCdn(
  files: Record<string, string>,
  redirects: Record<string, string> = {},
): Promise<FakeCdn> {
  const asked: string[] = [];
  const server = https.createServer({ cert: CDN_CERT, key: CDN_KEY }, (request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    const target = redirects[url];
    if (target) {
      response.writeHead(302, { location: target }).end();
      return;
    }
    const file = files[url.replace(/^\/cdn\/1\.2\.0\//, '')];
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/javascript' })
      .end(request.method === 'HEAD' ? '' : file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    base: `${origin}/cdn/1.2.0/`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
