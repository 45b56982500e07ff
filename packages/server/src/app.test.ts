import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import { DEMO_EMPLOYEE_EMAIL } from './db/seed/demo';
import { serverPackageRoot } from './lib/package-root';
import { createTestApp, SAME_ORIGIN, sessionFor, useTestApp } from './test-support/test-app';

const testApp = useTestApp();

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
    app.get('/api/v1/test-failure', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
  });

  it('puts a request id on every response', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('answers 503 when the database does not answer', async () => {
    const unreachable = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED')),
    } as unknown as Database;
    const app = await buildApp(
      {
        db: unreachable,
        clock: testApp.clock,
        cipher: testApp.cipher,
        storage: testApp.storage,
        realtime: testApp.realtime,
      },
      { webDir: null },
    );
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    await app.close();
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
