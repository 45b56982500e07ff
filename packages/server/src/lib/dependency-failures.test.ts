import { createServer } from 'node:net';
import { count, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { screenshots } from '../db/schema/index';
import { imageBytes } from '../test-support/file-fixtures';
import { deviceHeadersFor, useTestApp } from '../test-support/test-app';
import { createDependencyMonitor } from './dependency-monitor';
import { logSerializers } from './log-serializers';
import { SESSION_COOKIE } from './session-token';
import type { FileStorage } from './storage/storage';

// The HTTP answers while a dependency is down (issue: a PostgreSQL restart answered 500 INTERNAL,
// a full disk 500 "Something went wrong"), and what the log says about it.

// A logger whose lines the test reads, with the serializers the process uses.
const capturedLogger = () => {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info', serializers: logSerializers },
    { write: (line: string) => lines.push(line) },
  );
  return { logger, lines };
};

// An address where nothing listens: connecting is refused at once, as during a PostgreSQL restart.
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

const testApp = useTestApp();

describe('the database unreachable', () => {
  const captured = capturedLogger();
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/pulse`,
    });
    const dependencies = createDependencyMonitor(captured.logger, testApp.clock);
    database.observe({ connected: () => dependencies.succeeded('database'), lost: () => {} });
    app = await buildApp(
      { ...testApp, db: database.db },
      { webDir: null, loggerInstance: captured.logger, dependencies },
    );
    return async () => {
      await app.close();
      await database.close();
    };
  });

  it('answers every API request 503 DATABASE_UNAVAILABLE with Retry-After, and logs the outage once', async () => {
    for (const url of ['/api/v1/me', '/api/v1/leaves/mine', '/api/v1/me/salary-slips']) {
      const response = await app.inject({
        method: 'GET',
        url,
        cookies: { [SESSION_COOKIE]: 'a-session-token' },
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    }
    const outageLines = captured.lines.filter((line) => line.includes('database unavailable'));
    expect(outageLines).toHaveLength(1);
    expect(outageLines[0]).toContain('ECONNREFUSED');
    expect(captured.lines.join('\n')).not.toContain('unhandled error');
  });

  it('is not ready (503 with the failing check) but alive', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      status: 'fail',
      checks: { database: { status: 'fail', detail: expect.stringContaining('ECONNREFUSED') } },
    });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'pass' });
  });
});

describe('the log of a failed query', () => {
  it('names the statement and the error, never the bound parameters', async () => {
    const captured = capturedLogger();
    const app = await buildApp(testApp, { webDir: null, loggerInstance: captured.logger });
    onTestFinished(() => app.close());
    const tokenHash = 'c0ffee5e55104d7a5c0de1234567890abcdef';
    app.get('/api/v1/test-failed-query', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      testApp.db.execute(
        sql`select token_hash from sessions_that_do_not_exist where token_hash = ${tokenHash}`,
      ),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/test-failed-query?email=rahul@example.com',
    });
    expect(response.statusCode).toBe(500);
    const failure = captured.lines.find((line) => line.includes('unhandled error'));
    expect(failure).toContain('sessions_that_do_not_exist');
    expect(failure).toContain('42P01');
    const log = captured.lines.join('\n');
    expect(log).not.toContain(tokenHash);
    expect(log).not.toContain('rahul@example.com');
  });
});

describe('a full disk', () => {
  // The demo's file store, until the test fills it: every write then fails as a full disk does.
  const store = { isFull: false, puts: 0 };
  const fullDisk = (inner: FileStorage): FileStorage => ({
    ...inner,
    put: async (key, body, contentType) => {
      store.puts += 1;
      if (store.isFull)
        throw Object.assign(new Error(`ENOSPC: no space left on device, write '${key}'`), { code: 'ENOSPC' });
      await inner.put(key, body, contentType);
    },
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ ...testApp, storage: fullDisk(testApp.storage) }, { webDir: null });
    return () => app.close();
  });

  const postScreenshot = async (token: string, capturedAt: string) => {
    const boundary = 'pulse-full-disk';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('capturedAt', capturedAt) +
          field('windowTitles', '["Inbox — Mail"]') +
          field('keyPresses', '40') +
          field('mouseClicks', '12') +
          field('isIdle', 'false') +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await imageBytes('png', 64, 40),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/v1/tracker/screenshots',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };
  const screenshotCount = async () =>
    (await testApp.db.select({ value: count() }).from(screenshots))[0]?.value;

  it('refuses uploads 507 STORAGE_FULL without writing a row, then takes them once space is back', async () => {
    onTestFinished(() => {
      store.isFull = false;
    });
    const { authorization } = await deviceHeadersFor(app);
    const token = authorization.slice('Bearer '.length);
    const before = await screenshotCount();
    store.isFull = true;

    const refused = await postScreenshot(token, '2026-03-02T08:03:17Z');
    expect(refused.statusCode).toBe(507);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ status: 507, code: 'STORAGE_FULL' });
    expect(await screenshotCount()).toBe(before);

    // While the store is known to be full, the next upload is refused before its image is decoded
    // or the store is tried again.
    const writesSoFar = store.puts;
    expect((await postScreenshot(token, '2026-03-02T08:04:17Z')).statusCode).toBe(507);
    expect(store.puts).toBe(writesSoFar);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'warn',
      checks: {
        database: { status: 'pass' },
        storage: { status: 'fail', detail: expect.stringContaining('ENOSPC') },
      },
    });

    store.isFull = false;
    testApp.clock.advance(5_000);
    expect((await postScreenshot(token, '2026-03-02T08:05:17Z')).statusCode).toBe(200);
    expect(await screenshotCount()).toBe((before ?? 0) + 1);
    const recovered = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(recovered.json()).toMatchObject({ status: 'pass', checks: { storage: { status: 'pass' } } });
  });
});
