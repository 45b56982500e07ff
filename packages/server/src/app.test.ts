import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type AppOptions, buildApp } from './app';
import { configuredHostnames, loadEnv } from './config/env';
import { signInEvents } from './db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from './db/seed/demo';
import { createHostCheck } from './lib/allowed-hosts';
import { serverPackageRoot } from './lib/package-root';
import { createTestApp, SAME_ORIGIN, sessionFor, useTestApp } from './test-support/test-app';

const testApp = useTestApp();

// Another app on the file's database, for options the file's app was not built with.
const appWith = (options: AppOptions) =>
  buildApp(
    {
      db: testApp.db,
      clock: testApp.clock,
      cipher: testApp.cipher,
      storage: testApp.storage,
      realtime: testApp.realtime,
    },
    options,
  );

const problemKeys = ['code', 'detail', 'requestId', 'status', 'title', 'type'];

describe('problem+json errors', () => {
  it('answers an unknown API route with a 404 problem and the request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json();
    expect(Object.keys(problem).sort()).toEqual(problemKeys);
    expect(problem.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('hides the internals of an unexpected failure behind a plain 500', async () => {
    // The file's app has started and takes no new routes: this test builds its own.
    const { app, close } = await createTestApp();
    onTestFinished(close);
    app.get('/api/v1/test-failure', { config: { access: 'public' }, schema: { hide: true } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
  });

  it('puts a request id on every response', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'pass', checks: { database: { status: 'pass' } } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, frame-deny and a referrer policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS over HTTPS only', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await appWith({ webDir: null, trustProxy: true });
    onTestFinished(() => proxied.close());
    const secure = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('tells browsers and proxies to keep no API answer, while pages and downloads keep their own policy', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    for (const url of [
      '/api/v1/me',
      '/api/v1/leaves/mine',
      '/api/v1/me/salary-slips',
      '/api/v1/nothing-here',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const unauthenticated = await testApp.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
  });
});

describe('host names', () => {
  it('refuses a request naming a host that is not ours, even with a matching origin (DNS rebinding)', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const rebound = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { host: 'evil.example', origin: 'http://evil.example', cookie },
    });
    expect(rebound.statusCode).toBe(421);
    expect(rebound.headers['content-type']).toContain('application/problem+json');
    expect(rebound.json().code).toBe('HOST_NOT_ALLOWED');
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { host: 'evil.example', cookie },
    });
    expect(read.statusCode).toBe(421);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('answers the configured names and loopback, and the health probe by any name', async () => {
    const app = await appWith({
      webDir: null,
      hostCheck: createHostCheck(
        configuredHostnames(
          loadEnv({ PUBLIC_URL: 'https://pulse.example.com', ALLOWED_HOSTS: '10.0.0.5, pulse.internal' }),
        ),
      ),
    });
    onTestFinished(() => app.close());
    const statusFor = async (host: string, url = '/api/v1/me') =>
      (await app.inject({ method: 'GET', url, headers: { host } })).statusCode;
    for (const host of [
      'pulse.example.com',
      'PULSE.example.com:443',
      '10.0.0.5:3000',
      'pulse.internal',
      '127.0.0.1:3000',
      '[::1]:3000',
      'localhost',
    ])
      expect(await statusFor(host), host).toBe(401);
    expect(await statusFor('pulse.example.com.evil.example')).toBe(421);
    expect(await statusFor('10.0.0.6:3000')).toBe(421);
    expect(await statusFor('10.0.0.6:3000', '/api/health')).toBe(200);
  });
});

describe('behind a proxy', () => {
  it('takes the client address the balancer saw, not what the client wrote into X-Forwarded-For', async () => {
    const proxied = await appWith({ webDir: null, trustProxy: loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY });
    onTestFinished(() => proxied.close());
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
      payload: { email: DEMO_EMPLOYEE_EMAIL, password: 'not the password' },
    });
    expect(response.statusCode).toBe(401);
    const recorded = await testApp.db.select({ ip: signInEvents.ip }).from(signInEvents);
    expect(recorded.map((event) => event.ip)).toContain('203.0.113.9');
    expect(recorded.map((event) => event.ip)).not.toContain('198.51.100.7');
  });
});

describe('compression', () => {
  it('compresses API answers over 1 KB for a client that accepts it, and leaves small ones alone', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const large = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/employees',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8'))).toEqual(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/employees', headers: { cookie } })).json(),
    );
    const gzipOnly = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/employees',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const small = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused, not read', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: DEMO_EMPLOYEE_EMAIL, password: DEMO_PASSWORD })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves the web build’s precompressed files to browsers that accept them', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'pulse-web-'));
    onTestFinished(() => rmSync(webDir, { recursive: true, force: true }));
    mkdirSync(join(webDir, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Pulse</title>');
    writeFileSync(join(webDir, 'assets', 'entry-abc123.js'), script);
    writeFileSync(join(webDir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(script));
    const app = await appWith({ webDir });
    onTestFinished(() => app.close());
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('addresses', () => {
  it('answers an over-long path parameter with a 414 problem that does not echo the path', async () => {
    const longId = 'a'.repeat(5000);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/employees/${longId}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 414, code: 'URI_TOO_LONG' });
    expect(response.body).not.toContain(longId);
  });

  it('answers a path that does not decode with a 400 problem', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/employees/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('CSRF', () => {
  const signOut = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers });

  it('refuses a state change from another origin and keeps the session', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await signOut({ cookie, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cookie-carrying state change that names no origin', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect((await signOut({ cookie })).statusCode).toBe(403);
  });

  it('accepts the same origin, or a same-origin Referer', async () => {
    const first = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect((await signOut({ cookie: first.cookie, ...SAME_ORIGIN })).statusCode).toBe(204);
    const second = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect((await signOut({ cookie: second.cookie, referer: 'http://localhost/dashboard' })).statusCode).toBe(
      204,
    );
  });

  it('refuses a cross-site sign-in attempt (login CSRF)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: DEMO_EMPLOYEE_EMAIL, password: 'Demo@123' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('serves the document, and the committed openapi.json is up to date (npm run openapi)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const committed = JSON.parse(readFileSync(join(serverPackageRoot, 'openapi.json'), 'utf8'));
    expect(response.json()).toEqual(committed);
  });

  it('serves the browsable docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
