import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInTexts, trackerTexts } from '@pulse/shared/spec-texts';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import {
  activityIntervals,
  activitySlots,
  employees,
  inputMinutes,
  screenshots,
  signInEvents,
  trackerBatches,
  trackerDeviceStatuses,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_TITLE_REDACTION_PATTERNS } from '../../db/seed/demo-tracking-privacy';
import { hashSessionToken } from '../../lib/session-token';
import { exeBytes, imageBytes } from '../../test-support/file-fixtures';
import {
  deviceHeadersFor,
  SAME_ORIGIN,
  sessionFor,
  signUpOtherOrganization,
  useTestApp,
} from '../../test-support/test-app';
import { sweepSilentDevices } from './device-status.service';

const testApp = useTestApp();

// The test clock starts at 2026-03-02T09:00:00Z; events happen in the hour before.
const at = (time: string) => `2026-03-02T${time}Z`;

const signInDevice = (email: string, password = DEMO_PASSWORD, ip = '10.0.0.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/sign-in',
    remoteAddress: ip,
    payload: { email, password, deviceName: 'LAPTOP-42', platform: 'linux' },
  });

const deviceToken = async (email = DEMO_EMPLOYEE_EMAIL) => {
  const response = await signInDevice(email);
  if (response.statusCode !== 200) throw new Error(`device sign-in failed: ${response.body}`);
  return response.json().deviceToken as string;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const postBatch = (token: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/tracker/batches', headers: bearer(token), payload });

const focus = (startedAt: string, durationSeconds: number, app: string, title = `${app} — work`) => ({
  kind: 'focus',
  startedAt: at(startedAt),
  durationSeconds,
  app,
  title,
});
const away = (startedAt: string, durationSeconds: number) => ({
  kind: 'away',
  startedAt: at(startedAt),
  durationSeconds,
});
const minute = (minuteStart: string, keyPresses: number, mouseClicks: number) => ({
  minuteStart: at(minuteStart),
  keyPresses,
  mouseClicks,
});

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

const slotsOf = async (employeeId: string) =>
  (
    await testApp.db
      .select()
      .from(activitySlots)
      .where(eq(activitySlots.employeeId, employeeId))
      .orderBy(asc(activitySlots.slotStart))
  ).map((slot) => ({
    slotStart: slot.slotStart.toISOString(),
    trackedSeconds: slot.trackedSeconds,
    idleSeconds: slot.idleSeconds,
    keyPresses: slot.keyPresses,
    mouseClicks: slot.mouseClicks,
    topApplication: slot.topApplication,
    windowTitles: slot.windowTitles,
  }));

const rowCounts = async () => ({
  batches: (await testApp.db.select().from(trackerBatches)).length,
  intervals: (await testApp.db.select().from(activityIntervals)).length,
  inputMinutes: (await testApp.db.select().from(inputMinutes)).length,
  screenshots: (await testApp.db.select().from(screenshots)).length,
  slots: (await testApp.db.select().from(activitySlots)).length,
});

// A multipart body with text fields and one file part, for app.inject.
const screenshotBody = (fields: Record<string, string>, image: Buffer | null) => {
  const boundary = `----pulse-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

const postScreenshot = (token: string, image: Buffer | null, fields: Record<string, string> = {}) => {
  const body = screenshotBody(
    {
      capturedAt: at('08:03:17'),
      windowTitles: JSON.stringify(['Inbox — Mail', 'report.xlsx']),
      keyPresses: '40',
      mouseClicks: '12',
      isIdle: 'false',
      ...fields,
    },
    image,
  );
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/screenshots',
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
};

// A high-contrast checkerboard: blurring it visibly lowers its contrast (standard deviation).
const checkerboard = async () => {
  const width = 200;
  const height = 100;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = (Math.floor(x / 4) + Math.floor(y / 4)) % 2 === 0 ? 0 : 255;
      pixels.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};
const contrastOf = async (bytes: Buffer) => (await sharp(bytes).stats()).channels[0]?.stdev ?? 0;
const storedFile = (key: string) => join(testApp.storageDir, 'files', key);

// Every stored file whose key names a screenshot (keys are `<organization>/screenshots/<uuid>`).
const storedScreenshotKeys = () => {
  const root = join(testApp.storageDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) =>
    /(^|[/\\])screenshots[/\\][^/\\]+$/.test(path),
  );
};

describe('device sign-in', () => {
  it('gives a device token, keeps only its hash and answers the configuration', async () => {
    const response = await signInDevice(DEMO_EMPLOYEE_EMAIL);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.device).toMatchObject({ name: 'LAPTOP-42', platform: 'linux', revokedAt: null });
    expect(body.employee.id).toBe((await employeeByEmail(DEMO_EMPLOYEE_EMAIL)).id);
    const [device] = await testApp.db.select().from(trackerDevices);
    expect(device?.tokenHash).toBe(hashSessionToken(body.deviceToken));
    expect(device?.tokenHash).not.toContain(body.deviceToken);
    // No cookie is set: the tracker is not a browser session.
    expect(response.cookies).toHaveLength(0);

    const config = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/config',
      headers: bearer(body.deviceToken),
    });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({
      employeeId: body.employee.id,
      deviceId: body.device.id,
      screenshotMode: 'regular',
      titleRedactionPatterns: DEMO_TITLE_REDACTION_PATTERNS,
      idleThresholdSeconds: 300,
      slotSeconds: 600,
      organization: {
        timeZone: expect.any(String),
        isShiftsEnabled: expect.any(Boolean),
        isLogOffIncludedInIdle: expect.any(Boolean),
      },
    });
  });

  it('answers every failure as the portal does and records it', async () => {
    for (const [email, password] of [
      [DEMO_EMPLOYEE_EMAIL, 'Wrong#99'],
      ['nobody@demo.pulse', DEMO_PASSWORD],
    ] as const) {
      const response = await signInDevice(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'SIGN_IN_FAILED', detail: signInTexts.failure });
    }
    const events = await testApp.db.select().from(signInEvents).where(eq(signInEvents.outcome, 'failure'));
    expect(events.map((event) => event.email).sort()).toEqual([DEMO_EMPLOYEE_EMAIL, 'nobody@demo.pulse']);
    expect(await testApp.db.select().from(trackerDevices)).toHaveLength(0);
  });

  it('shares the portal’s rate limit per e-mail', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInDevice(DEMO_EMPLOYEE_EMAIL, 'Wrong#99', `10.0.1.${attempt}`)).statusCode).toBe(401);
    }
    const limited = await signInDevice(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD, '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // The portal counts the tracker's failures too.
    const portal = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: SAME_ORIGIN,
      payload: { email: DEMO_EMPLOYEE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(portal.statusCode).toBe(429);
  });

  it('refuses a revoked, signed-out, inactive or deleted employee’s token with 401', async () => {
    const token = await deviceToken();
    const config = () =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/tracker/config', headers: bearer(token) });
    expect((await config()).statusCode).toBe(200);
    const signOut = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/tracker/devices/current',
      headers: bearer(token),
    });
    expect(signOut.statusCode).toBe(204);
    const refused = await config();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: trackerTexts.deviceUnauthenticated });
    expect(
      (await postBatch(token, { batchId: 'b-1', intervals: [focus('08:00:00', 60, 'Code')] })).statusCode,
    ).toBe(401);
    expect(await rowCounts()).toMatchObject({ batches: 0, intervals: 0 });

    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const second = await deviceToken();
    await testApp.db.update(employees).set({ isActive: false }).where(eq(employees.id, rahul.id));
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/tracker/config', headers: bearer(second) }))
        .statusCode,
    ).toBe(401);
    await testApp.db
      .update(employees)
      .set({ isActive: true, deletedAt: new Date() })
      .where(eq(employees.id, rahul.id));
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/tracker/config', headers: bearer(second) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('batches', () => {
  const dayBatch = {
    batchId: 'batch-0001',
    intervals: [
      focus('08:00:00', 300, 'Code', 'app.ts'),
      // Quotes, braces, commas and a backslash: array and JSON escaping on the way into the slot.
      focus('08:05:00', 120, 'Mail', 'Inbox "3", {new} \\ café'),
      focus('08:07:00', 480, 'Code', 'test.ts'),
      away('08:12:00', 180),
    ],
    inputMinutes: [minute('08:00:00', 50, 5), minute('08:01:00', 30, 2), minute('08:11:00', 10, 1)],
  };

  it('stores the events and rolls them into 10-minute slots', async () => {
    const token = await deviceToken();
    const response = await postBatch(token, dayBatch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      batchId: 'batch-0001',
      receivedAt: '2026-03-02T09:00:00.000Z',
      intervals: 4,
      inputMinutes: 3,
    });
    expect(await rowCounts()).toMatchObject({ batches: 1, intervals: 4, inputMinutes: 3, slots: 2 });
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    expect(await slotsOf(rahul.id)).toEqual([
      {
        slotStart: '2026-03-02T08:00:00.000Z',
        trackedSeconds: 600,
        idleSeconds: 0,
        keyPresses: 80,
        mouseClicks: 7,
        topApplication: 'Code',
        windowTitles: ['app.ts', 'Inbox "3", {new} \\ café', 'test.ts'],
      },
      {
        slotStart: '2026-03-02T08:10:00.000Z',
        trackedSeconds: 300,
        idleSeconds: 180,
        keyPresses: 10,
        mouseClicks: 1,
        topApplication: 'Code',
        windowTitles: ['test.ts'],
      },
    ]);
  });

  it('takes the same batch twice once, with the same acknowledgement', async () => {
    const token = await deviceToken();
    const first = await postBatch(token, dayBatch);
    testApp.clock.advance(60_000);
    const again = await postBatch(token, dayBatch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts()).toMatchObject({ batches: 1, intervals: 4, inputMinutes: 3, slots: 2 });
  });

  it('never counts time twice when batches overlap', async () => {
    const token = await deviceToken();
    await postBatch(token, {
      batchId: 'a',
      intervals: [focus('08:00:00', 400, 'Code')],
      inputMinutes: [minute('08:02:00', 10, 1)],
    });
    // A resend under a new id, overlapping the first: the same interval longer, the same minute.
    const second = await postBatch(token, {
      batchId: 'b',
      intervals: [focus('08:00:00', 500, 'Code'), focus('08:08:20', 60, 'Chat')],
      inputMinutes: [minute('08:02:00', 10, 1), minute('08:05:00', 4, 0)],
    });
    expect(second.statusCode).toBe(200);
    const [slot] = await slotsOf((await employeeByEmail(DEMO_EMPLOYEE_EMAIL)).id);
    expect(slot).toMatchObject({
      trackedSeconds: 560,
      keyPresses: 14,
      mouseClicks: 1,
      topApplication: 'Code',
    });
    expect(await rowCounts()).toMatchObject({ batches: 2, intervals: 2, inputMinutes: 2 });
  });

  it('rolls out-of-order and late batches into the same slots as in-order ones', async () => {
    const batches = [
      {
        batchId: '1',
        intervals: [focus('08:00:00', 500, 'Code'), away('08:04:00', 60)],
        inputMinutes: [minute('08:00:00', 5, 5)],
      },
      {
        batchId: '2',
        intervals: [focus('08:08:20', 400, 'Mail'), away('08:09:00', 200)],
        inputMinutes: [minute('08:09:00', 7, 0)],
      },
      {
        batchId: '3',
        intervals: [focus('08:15:00', 900, 'Docs')],
        inputMinutes: [minute('08:19:00', 1, 1), minute('08:20:00', 2, 2)],
      },
    ];
    const inOrder = await deviceToken(DEMO_EMPLOYEE_EMAIL);
    const reversed = await deviceToken(DEMO_ADMIN_EMAIL);
    for (const batch of batches) expect((await postBatch(inOrder, batch)).statusCode).toBe(200);
    for (const batch of [...batches].reverse())
      expect((await postBatch(reversed, batch)).statusCode).toBe(200);
    const inOrderSlots = await slotsOf((await employeeByEmail(DEMO_EMPLOYEE_EMAIL)).id);
    expect(inOrderSlots).toHaveLength(3);
    expect(await slotsOf((await employeeByEmail(DEMO_ADMIN_EMAIL)).id)).toEqual(inOrderSlots);
    expect(inOrderSlots[0]).toMatchObject({ trackedSeconds: 600, idleSeconds: 120, topApplication: 'Code' });
  });

  // The rules the schema cannot see (times, whole minutes, overlaps) are proven case by case in
  // upload-checks.test.ts; here one of intervals and one of input minutes, beside the schema's own.
  it.each([
    [
      'overlapping intervals of one kind',
      { intervals: [focus('08:00:00', 120, 'Code'), focus('08:01:00', 60, 'Mail')] },
      trackerTexts.intervalsOverlap,
    ],
    [
      'a negative duration',
      { intervals: [{ ...focus('08:00:00', 60, 'Code'), durationSeconds: -5 }] },
      undefined,
    ],
    ['a minute that is not whole', { inputMinutes: [minute('08:00:30', 1, 1)] }, trackerTexts.minuteNotWhole],
    [
      'an instant that does not exist',
      { intervals: [{ ...focus('08:00:00', 60, 'Code'), startedAt: '2026-02-30T08:00:00Z' }] },
      undefined,
    ],
    [
      'an oversized batch',
      { inputMinutes: Array.from({ length: 5001 }, (_, index) => minute('08:00:00', index, 0)) },
      trackerTexts.batchTooLarge,
    ],
    [
      'a focus interval without an app',
      { intervals: [{ kind: 'focus', startedAt: at('08:00:00'), durationSeconds: 5, title: 't' }] },
      undefined,
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, content, detail) => {
    const token = await deviceToken();
    const response = await postBatch(token, {
      batchId: 'bad',
      // A valid interval beside the bad item: it must not be stored either.
      intervals: [focus('07:00:00', 60, 'Valid'), ...((content as { intervals?: object[] }).intervals ?? [])],
      inputMinutes: (content as { inputMinutes?: object[] }).inputMinutes ?? [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    if (detail) expect(response.json().detail).toBe(detail);
    expect(await rowCounts()).toEqual({
      batches: 0,
      intervals: 0,
      inputMinutes: 0,
      screenshots: 0,
      slots: 0,
    });
  });
});

// Hardening (a batch that blocks a device's queue): copies within one batch hit the same row twice in
// one upsert, a 500 the agent retried forever. They are folded as a copy sent in a later batch is.
describe('copies within a batch', () => {
  const intervalRowsOf = async (email: string) => {
    const employee = await employeeByEmail(email);
    return (
      await testApp.db
        .select()
        .from(activityIntervals)
        .where(eq(activityIntervals.employeeId, employee.id))
        .orderBy(asc(activityIntervals.startedAt), asc(activityIntervals.kind))
    ).map((row) => ({
      kind: row.kind,
      startedAt: row.startedAt.toISOString(),
      durationSeconds: row.durationSeconds,
      app: row.app,
      title: row.title,
    }));
  };
  const minuteRowsOf = async () =>
    (await testApp.db.select().from(inputMinutes).orderBy(asc(inputMinutes.minuteStart))).map((row) => ({
      minuteStart: row.minuteStart.toISOString(),
      keyPresses: row.keyPresses,
      mouseClicks: row.mouseClicks,
    }));

  it.each([
    [
      'two zero-length intervals of one kind at one instant',
      { intervals: [focus('08:00:00', 0, 'Code'), focus('08:00:00', 0, 'Code'), away('08:00:00', 0)] },
      [
        { kind: 'away', startedAt: at('08:00:00.000'), durationSeconds: 0, app: null, title: null },
        {
          kind: 'focus',
          startedAt: at('08:00:00.000'),
          durationSeconds: 0,
          app: 'Code',
          title: 'Code — work',
        },
      ],
      [],
    ],
    [
      'a zero-length blip and the real interval at the same instant, written in another offset',
      {
        intervals: [
          focus('08:00:00', 0, 'Code', 'blip'),
          { ...focus('08:00:00', 90, 'Mail', 'Inbox'), startedAt: '2026-03-02T09:00:00+01:00' },
        ],
      },
      [{ kind: 'focus', startedAt: at('08:00:00.000'), durationSeconds: 90, app: 'Mail', title: 'Inbox' }],
      [],
    ],
    [
      'the same interval twice and a shorter copy of it',
      {
        intervals: [
          focus('08:00:00', 60, 'Code', 'app.ts'),
          focus('08:00:00', 60, 'Code', 'other.ts'),
          focus('08:00:00', 30, 'Code', 'short.ts'),
        ],
      },
      [{ kind: 'focus', startedAt: at('08:00:00.000'), durationSeconds: 60, app: 'Code', title: 'app.ts' }],
      [],
    ],
    [
      'the same input minute twice: the larger counts, never their sum',
      { inputMinutes: [minute('08:00:00', 5, 9), minute('08:00:00', 7, 2), minute('08:01:00', 1, 1)] },
      [],
      [
        { minuteStart: at('08:00:00.000'), keyPresses: 7, mouseClicks: 9 },
        { minuteStart: at('08:01:00.000'), keyPresses: 1, mouseClicks: 1 },
      ],
    ],
  ])('stores %s once, and takes a retry of the batch once', async (_name, content, intervals, minutes) => {
    const token = await deviceToken();
    const batch = { batchId: 'copies', intervals: [], inputMinutes: [], ...content };
    const first = await postBatch(token, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ intervals: intervals.length, inputMinutes: minutes.length });
    testApp.clock.advance(60_000);
    const retry = await postBatch(token, batch);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await intervalRowsOf(DEMO_EMPLOYEE_EMAIL)).toEqual(intervals);
    expect(await minuteRowsOf()).toEqual(minutes);
    expect(await rowCounts()).toMatchObject({ batches: 1 });
  });

  it('stores the same as when the copies arrive in separate batches', async () => {
    const copies = [focus('08:00:00', 0, 'Code', 'blip'), focus('08:00:00', 90, 'Mail', 'Inbox')];
    const together = await deviceToken(DEMO_EMPLOYEE_EMAIL);
    const apart = await deviceToken(DEMO_ADMIN_EMAIL);
    expect((await postBatch(together, { batchId: 'both', intervals: copies })).statusCode).toBe(200);
    for (const [index, copy] of copies.entries())
      expect((await postBatch(apart, { batchId: `one-${index}`, intervals: [copy] })).statusCode).toBe(200);
    const stored = await intervalRowsOf(DEMO_EMPLOYEE_EMAIL);
    expect(stored).toEqual([
      { kind: 'focus', startedAt: at('08:00:00.000'), durationSeconds: 90, app: 'Mail', title: 'Inbox' },
    ]);
    expect(await intervalRowsOf(DEMO_ADMIN_EMAIL)).toEqual(stored);
    // A shorter copy arriving later changes nothing.
    expect((await postBatch(apart, { batchId: 'late', intervals: [copies[0]] })).statusCode).toBe(200);
    expect(await intervalRowsOf(DEMO_ADMIN_EMAIL)).toEqual(stored);
  });

  // PostgreSQL text cannot hold NUL (the insert failed with a 500); the agent drops control
  // characters from window texts before it queues them.
  it('refuses a NUL in a window text with 400 in a batch and in a screenshot, and stores nothing', async () => {
    const token = await deviceToken();
    for (const interval of [
      focus('08:00:00', 60, 'Co\u0000de'),
      focus('08:00:00', 60, 'Code', 'app.ts\u0000'),
      { ...focus('08:00:00', 60, 'Code'), url: 'https://example.com/\u0000' },
    ]) {
      const response = await postBatch(token, { batchId: 'nul', intervals: [interval] });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const shot = await postScreenshot(token, await imageBytes('png'), {
      windowTitles: JSON.stringify(['Inbox\u0000 — Mail']),
    });
    expect(shot.statusCode).toBe(400);
    expect(shot.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'windowTitles.0' }] });
    expect(await rowCounts()).toEqual({
      batches: 0,
      intervals: 0,
      inputMinutes: 0,
      screenshots: 0,
      slots: 0,
    });
    expect(storedScreenshotKeys()).toEqual([]);
  });
});

describe('monthly partitions', () => {
  it('writes an interval that crosses into a month nobody has written yet into both months', async () => {
    testApp.clock.advance(Date.parse('2026-08-01T00:30:00Z') - testApp.clock.now().getTime());
    const token = await deviceToken();
    const response = await postBatch(token, {
      batchId: 'month-end',
      intervals: [{ kind: 'active', startedAt: '2026-07-31T23:55:00Z', durationSeconds: 600 }],
      inputMinutes: [{ minuteStart: '2026-08-01T00:01:00Z', keyPresses: 9, mouseClicks: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const partitionsOf = async (table: string, column: string) =>
      (
        await rowsOf<{ partition: string }>(
          testApp.db,
          sql`select tableoid::regclass::text as partition from ${sql.identifier(table)} order by ${sql.identifier(column)}`,
        )
      ).map((row) => row.partition);
    expect(await partitionsOf('activity_intervals', 'started_at')).toEqual(['activity_intervals_2026_07']);
    expect(await partitionsOf('input_minutes', 'minute_start')).toEqual(['input_minutes_2026_08']);
    expect(await partitionsOf('activity_slots', 'slot_start')).toEqual([
      'activity_slots_2026_07',
      'activity_slots_2026_08',
    ]);
  });
});

describe('device rows', () => {
  it('belong to the device’s own employee and organisation, whatever writes them', async () => {
    const token = await deviceToken();
    expect(
      (await postBatch(token, { batchId: 'owner', inputMinutes: [minute('08:10:00', 3, 1)] })).statusCode,
    ).toBe(200);
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const [device] = await testApp.db
      .select({ id: trackerDevices.id })
      .from(trackerDevices)
      .where(eq(trackerDevices.employeeId, employee.id));
    const minuteOf = (employeeId: string) => ({
      organizationId: employee.organizationId,
      employeeId,
      deviceId: device?.id ?? '',
      minuteStart: new Date(at('08:20:00')),
      keyPresses: 1,
      mouseClicks: 1,
    });
    await expect(testApp.db.insert(inputMinutes).values(minuteOf(admin.id))).rejects.toThrow();
    await testApp.db.insert(inputMinutes).values(minuteOf(employee.id));
    expect(
      (
        await testApp.db
          .select()
          .from(inputMinutes)
          .where(eq(inputMinutes.deviceId, device?.id ?? ''))
      ).map((row) => row.employeeId),
    ).toEqual([employee.id, employee.id]);
  });
});

describe('screenshots', () => {
  it('stores the image and a WebP thumbnail, records the slot, and takes a retry once', async () => {
    const token = await deviceToken();
    const png = await imageBytes('png', 1280, 720);
    const response = await postScreenshot(token, png);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      capturedAt: '2026-03-02T08:03:17.000Z',
      slotStart: '2026-03-02T08:00:00.000Z',
      isBlurred: false,
      width: 1280,
      height: 720,
    });
    const [row] = await testApp.db.select().from(screenshots);
    if (!row) throw new Error('no screenshot row');
    expect(row).toMatchObject({
      windowTitles: ['Inbox — Mail', 'report.xlsx'],
      keyPresses: 40,
      mouseClicks: 12,
      isIdle: false,
      isBlurred: false,
    });
    expect(readFileSync(storedFile(row.storageKey ?? '')).equals(png)).toBe(true);
    const thumbnail = await sharp(readFileSync(storedFile(row.thumbnailKey ?? ''))).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 180 });
    // Without a batch yet, the screenshot's own counts and titles fill the slot.
    expect(await slotsOf(row.employeeId)).toEqual([
      expect.objectContaining({
        slotStart: '2026-03-02T08:00:00.000Z',
        trackedSeconds: 0,
        keyPresses: 40,
        windowTitles: ['Inbox — Mail', 'report.xlsx'],
      }),
    ]);

    const again = await postScreenshot(token, png);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    expect(await rowCounts()).toMatchObject({ screenshots: 1, slots: 1 });
  });

  it('recomputes the slot when the late batch of a screenshot arrives', async () => {
    const token = await deviceToken();
    await postScreenshot(token, await imageBytes('png'));
    const batch = await postBatch(token, {
      batchId: 'late',
      intervals: [focus('08:01:00', 240, 'Code', 'main.ts')],
      inputMinutes: [minute('08:02:00', 3, 2)],
    });
    expect(batch.statusCode).toBe(200);
    const [slot] = await slotsOf((await employeeByEmail(DEMO_EMPLOYEE_EMAIL)).id);
    expect(slot).toMatchObject({
      trackedSeconds: 240,
      keyPresses: 3,
      mouseClicks: 2,
      windowTitles: ['main.ts'],
    });
  });

  it('stores identical content once', async () => {
    const token = await deviceToken();
    const png = await imageBytes('png', 300, 200);
    await postScreenshot(token, png, { capturedAt: at('08:03:00') });
    await postScreenshot(token, png, { capturedAt: at('08:14:00') });
    const rows = await testApp.db.select().from(screenshots).orderBy(asc(screenshots.capturedAt));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.storageKey).toBe(rows[0]?.storageKey);
    expect(rows[1]?.thumbnailKey).toBe(rows[0]?.thumbnailKey);
  });

  it('blurs before storing when the employee is set to blurred', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await testApp.db.update(employees).set({ screenshotMode: 'blurred' }).where(eq(employees.id, rahul.id));
    const token = await deviceToken();
    const config = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/config',
      headers: bearer(token),
    });
    expect(config.json().screenshotMode).toBe('blurred');
    const original = await checkerboard();
    const response = await postScreenshot(token, original);
    expect(response.statusCode).toBe(200);
    expect(response.json().isBlurred).toBe(true);
    const [row] = await testApp.db.select().from(screenshots);
    if (!row) throw new Error('no screenshot row');
    expect(row.isBlurred).toBe(true);
    const stored = readFileSync(storedFile(row.storageKey ?? ''));
    expect(stored.equals(original)).toBe(false);
    expect(await contrastOf(stored)).toBeLessThan((await contrastOf(original)) / 4);
  });

  it.each([
    ['bytes that are not an image', exeBytes(), 400, 'SCREENSHOT_INVALID'],
    ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 400, 'SCREENSHOT_INVALID'],
    [
      'a PNG header with nothing behind it',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      400,
      'SCREENSHOT_INVALID',
    ],
    [
      'an image over 5 MB',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]),
      413,
      'SCREENSHOT_TOO_LARGE',
    ],
  ])('refuses %s and stores nothing', async (_name, bytes, status, code) => {
    const token = await deviceToken();
    const response = await postScreenshot(token, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await rowCounts()).toMatchObject({ screenshots: 0, slots: 0 });
    // The demo's policy documents are in storage already; no screenshot may join them.
    expect(storedScreenshotKeys()).toEqual([]);
  });

  it.each([
    ['no image', null, {}],
    ['a capture time in the future', 'png', { capturedAt: at('09:30:00') }],
    ['window titles that are not a JSON array', 'png', { windowTitles: 'a;b' }],
    ['negative counts', 'png', { keyPresses: '-1' }],
  ])('refuses %s with 400', async (_name, image, fields) => {
    const token = await deviceToken();
    const response = await postScreenshot(
      token,
      image ? await imageBytes('png') : null,
      fields as Record<string, string>,
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await rowCounts()).toMatchObject({ screenshots: 0, slots: 0 });
  });
});

describe('devices in the portal', () => {
  const devicesUrl = (employeeId: string) => `/api/v1/employees/${employeeId}/devices`;

  it('lists an employee’s devices to themself and to admins, and either can revoke one', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const token = await deviceToken();
    const own = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const list = await testApp.app.inject({
      method: 'GET',
      url: devicesUrl(rahul.id),
      headers: { cookie: own.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([expect.objectContaining({ name: 'LAPTOP-42', revokedAt: null })]);
    const deviceId = list.json().items[0].id;

    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const revoke = await testApp.app.inject({
      method: 'POST',
      url: `${devicesUrl(rahul.id)}/${deviceId}/revoke`,
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/tracker/config', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);

    const ownRevoke = await testApp.app.inject({
      method: 'POST',
      url: `${devicesUrl(rahul.id)}/${deviceId}/revoke`,
      headers: { ...SAME_ORIGIN, cookie: own.cookie },
    });
    expect(ownRevoke.statusCode).toBe(200);
    // Revoking again keeps the first time.
    expect(ownRevoke.json().revokedAt).toBe('2026-03-02T09:00:00.000Z');
  });

  it('answers 403 to an employee reading or revoking someone else’s devices', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    await deviceToken(DEMO_ADMIN_EMAIL);
    const [device] = await testApp.db.select().from(trackerDevices);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const read = await testApp.app.inject({
      method: 'GET',
      url: devicesUrl(admin.id),
      headers: { cookie: employee.cookie },
    });
    expect(read.statusCode).toBe(403);
    const revoke = await testApp.app.inject({
      method: 'POST',
      url: `${devicesUrl(admin.id)}/${device?.id}/revoke`,
      headers: { ...SAME_ORIGIN, cookie: employee.cookie },
    });
    expect(revoke.statusCode).toBe(403);
    expect((await testApp.db.select().from(trackerDevices))[0]?.revokedAt).toBeNull();
  });

  it('answers 404 to another organisation and changes nothing', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await deviceToken();
    const [device] = await testApp.db.select().from(trackerDevices);
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    const read = await testApp.app.inject({
      method: 'GET',
      url: devicesUrl(rahul.id),
      headers: { cookie: otherCookie },
    });
    expect(read.statusCode).toBe(404);
    const revoke = await testApp.app.inject({
      method: 'POST',
      url: `${devicesUrl(rahul.id)}/${device?.id}/revoke`,
      headers: { ...SAME_ORIGIN, cookie: otherCookie },
    });
    expect(revoke.statusCode).toBe(404);
    // Their own employee id with our device id: still not found.
    const [otherAdmin] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, 'admin@other.test'));
    const crossed = await testApp.app.inject({
      method: 'POST',
      url: `${devicesUrl(otherAdmin?.id ?? '')}/${device?.id}/revoke`,
      headers: { ...SAME_ORIGIN, cookie: otherCookie },
    });
    expect(crossed.statusCode).toBe(404);
    const [after] = await testApp.db
      .select()
      .from(trackerDevices)
      .where(and(eq(trackerDevices.id, device?.id ?? '')));
    expect(after?.revokedAt).toBeNull();
  });
});

// ---- Who is working now (heartbeats) ------------------------------------------------------------

const CAPABILITIES = {
  activeWindow: { available: true, detail: 'X11' },
  idle: { available: true, detail: 'X11 screensaver' },
  inputCounts: { available: false, detail: 'no input hook on Wayland' },
  screenshots: { available: true, detail: 'X11' },
};

const postHeartbeat = (headers: Record<string, string>, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/tracker/heartbeat', headers, payload });
const tracking = { state: 'tracking', agentVersion: '1.0.0', capabilities: CAPABILITIES };

const readWorkingNow = async () => {
  const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/working-now',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().items as { name: string; state: string; lastSeenAt: string }[];
};

const deviceStatusRows = () => testApp.db.select().from(trackerDeviceStatuses);
const workingNowChanges = () =>
  testApp.realtime.sentToAdministrators.map(({ organizationId, event, args }) => {
    const [change] = args as [{ entry: { name: string; state: string } | null }];
    return { organizationId, event, name: change.entry?.name, state: change.entry?.state };
  });

describe('tracker heartbeat', () => {
  it('keeps the device’s state and tells the administrators when it changes', async () => {
    const device = await deviceHeadersFor(testApp.app);
    expect((await postHeartbeat({}, tracking)).statusCode).toBe(401);
    expect((await postHeartbeat(device, { ...tracking, state: 'asleep' })).statusCode).toBe(400);
    expect((await postHeartbeat(device, { ...tracking, agentVersion: 'latest' })).statusCode).toBe(400);
    expect(await deviceStatusRows()).toEqual([]);

    const answer = await postHeartbeat(device, tracking);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      receivedAt: '2026-03-02T09:00:00.000Z',
      heartbeatSeconds: 60,
      minimumAgentVersion: '1.0.0',
      isUpdateRequired: false,
    });
    expect(await readWorkingNow()).toEqual([
      expect.objectContaining({
        name: 'Rahul Mehta',
        state: 'tracking',
        lastSeenAt: '2026-03-02T09:00:00.000Z',
      }),
    ]);
    const organizationId = testApp.demoOrganizationId;
    expect(workingNowChanges()).toEqual([
      { organizationId, event: 'working-now:changed', name: 'Rahul Mehta', state: 'tracking' },
    ]);

    // The same state half a minute later writes nothing and tells nobody.
    testApp.clock.advance(30_000);
    await postHeartbeat(device, tracking);
    expect((await deviceStatusRows())[0]?.heartbeatAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(workingNowChanges()).toHaveLength(1);

    testApp.clock.advance(5_000);
    await postHeartbeat(device, { ...tracking, state: 'paused' });
    await postHeartbeat(device, { ...tracking, state: 'stopped' });
    expect(workingNowChanges().map((change) => change.state)).toEqual(['tracking', 'paused', 'offline']);
    expect(await readWorkingNow()).toEqual([
      expect.objectContaining({ name: 'Rahul Mehta', state: 'offline' }),
    ]);
  });

  it('tells an agent older than the minimum version to update, and shows it on the devices list', async () => {
    const device = await deviceHeadersFor(testApp.app);
    const answer = await postHeartbeat(device, { state: 'idle', agentVersion: '0.9.0' });
    expect(answer.json()).toMatchObject({ isUpdateRequired: true, minimumAgentVersion: '1.0.0' });

    const { cookie, employee } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const devices = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${employee.id}/devices`,
      headers: { cookie },
    });
    expect(devices.json().items[0].status).toEqual({
      state: 'idle',
      heartbeatAt: '2026-03-02T09:00:00.000Z',
      agentVersion: '0.9.0',
      isUpdateRequired: true,
      capabilities: null,
    });
  });

  it('shows a silent device offline, and the sweep tells the administrators once', async () => {
    const device = await deviceHeadersFor(testApp.app);
    await postHeartbeat(device, tracking);
    testApp.realtime.clear();

    testApp.clock.advance(179_000);
    expect(await sweepSilentDevices(testApp)).toEqual({ devices: 0 });
    expect((await readWorkingNow())[0]?.state).toBe('tracking');

    testApp.clock.advance(1_000);
    // Read between two sweeps, the list already says offline.
    expect((await readWorkingNow())[0]?.state).toBe('offline');
    expect(await sweepSilentDevices(testApp)).toEqual({ devices: 1 });
    expect(await sweepSilentDevices(testApp)).toEqual({ devices: 0 });
    expect(workingNowChanges()).toEqual([expect.objectContaining({ name: 'Rahul Mehta', state: 'offline' })]);

    // Back: tracking again, and said so.
    await postHeartbeat(device, tracking);
    expect(workingNowChanges().map((change) => change.state)).toEqual(['offline', 'tracking']);
  });

  it('drops a revoked device from Working now', async () => {
    const device = await deviceHeadersFor(testApp.app);
    await postHeartbeat(device, tracking);
    const signOut = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/tracker/devices/current',
      headers: device,
    });
    expect(signOut.statusCode).toBe(204);
    expect(await readWorkingNow()).toEqual([]);
    expect(testApp.realtime.sentToAdministrators.at(-1)?.args).toEqual([
      { employeeId: expect.any(String), entry: null },
    ]);
  });
});
