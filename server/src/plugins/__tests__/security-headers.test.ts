import { defaultContentSecurityPolicy, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { API_CONTENT_SECURITY_POLICY } from '../security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example.com' } });
});
afterAll(async () => t.close());

describe('protective headers', () => {
  it('puts them on API answers, errors and pages alike', async () => {
    for (const url of ['/web-api/captchaImage', '/web-api/nope', '/web-api/system/user/list', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(String(response.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    }
    const api = await t.app.inject({ method: 'GET', url: '/web-api/captchaImage' });
    expect(api.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toBe(defaultContentSecurityPolicy());
  });

  it('the page policy lets the built app run: scripts from self only, no eval, no inline script', () => {
    const policy = defaultContentSecurityPolicy();
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/img-src 'self' data:/); // the captcha is a data: URI
    expect(defaultContentSecurityPolicy(['https://cdn.example.com'])).toMatch(
      /script-src 'self' https:\/\/cdn\.example\.com/,
    );
    expect(loadConfig({ CONTENT_SECURITY_POLICY: 'off' }).contentSecurityPolicy).toBeUndefined();
    expect(() => loadConfig({ CSP_EXTRA_SOURCES: "'unsafe-inline'" })).toThrow(/CSP_EXTRA_SOURCES/);
  });

  it('keeps CORS closed except for configured origins', async () => {
    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: '/web-api/login',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await t.app.inject({
      method: 'GET',
      url: '/web-api/captchaImage',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const partner = await t.app.inject({
      method: 'OPTIONS',
      url: '/web-api/login',
      headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST' },
    });
    expect(partner.statusCode).toBe(204);
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example.com');
  });
});

describe('injection', () => {
  it('string filters and sorts are safe from SQL injection', async () => {
    const { loginAs, call } = await import('../../testing/test-app');
    const admin = await loginAs(t.app, 'admin', 'admin123');
    const payloads = [
      "' OR '1'='1",
      "'; DROP TABLE sys_user; --",
      '%',
      '_',
      '\\',
      "1' UNION SELECT password FROM sys_user --",
    ];
    for (const payload of payloads) {
      for (const [url, field] of [
        ['/system/houseVillage/list', 'name'],
        ['/system/notice/list', 'noticeTitle'],
        ['/system/config/list', 'configKey'],
        ['/system/car/list', 'brand'],
      ] as const) {
        const { body } = await call(t.app, 'GET', url, { token: admin, query: { [field]: payload } });
        expect(body.code).toBe(200);
        expect(body.total).toBe(0);
        expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);
      }
      const sorted = await call(t.app, 'GET', '/system/config/list', {
        token: admin,
        lang: 'en',
        query: { orderByColumn: payload, isAsc: 'asc' },
      });
      expect(sorted.body).toMatchObject({ code: 500, msg: 'Sorting by this column is not allowed' });
    }
    // The users table is still there.
    expect((await call(t.app, 'GET', '/getInfo', { token: admin })).body.code).toBe(200);
  });
});
