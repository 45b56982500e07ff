import { type APIRequestContext, expect } from '@playwright/test';
import { trackerConfigSchema, trackerSignInResultSchema } from '@pulse/shared/contracts/tracker';
import { addDays, organizationDayRange, todayIn } from '@pulse/shared/domain/organization-day';
import { demoUsers } from './auth';
import { solidPng } from './solid-png';

type Headers = Record<string, string>;

// The demo employee's tracker, signed in through the tracker API as the agent would, and a past day to
// send: `daysBack` days before today in the organisation's zone (more than the demo's 14 days of
// history, so the day holds only what the test sends; at most the 30 the tracker API accepts).
// `at(minutes)` is the instant that many minutes after 09:00 that day.
export const demoEmployeeTracker = async (
  request: APIRequestContext,
  deviceName: string,
  daysBack: number,
) => {
  const signIn = await request.post('/api/v1/tracker/sign-in', {
    data: {
      email: demoUsers.employee.email,
      password: demoUsers.employee.password,
      deviceName,
      platform: 'linux',
    },
  });
  expect(signIn.status()).toBe(200);
  const { deviceToken } = trackerSignInResultSchema.parse(await signIn.json());
  const headers: Headers = { authorization: `Bearer ${deviceToken}` };
  const config = trackerConfigSchema.parse(
    await (await request.get('/api/v1/tracker/config', { headers })).json(),
  );
  const { timeZone } = config.organization;
  const today = todayIn(timeZone, new Date());
  const day = addDays(today, -daysBack);
  const nine = organizationDayRange(day, timeZone).start.getTime() + 9 * 3_600_000;
  const at = (minutes: number) => new Date(nine + minutes * 60_000).toISOString();
  return { headers, today, day, at };
};

// One screenshot as the agent uploads it: a solid colour, busy input counts, the window's title.
export const sendScreenshot = async (
  request: APIRequestContext,
  headers: Headers,
  shot: { capturedAt: string; title: string; colour: [number, number, number] },
) => {
  const response = await request.post('/api/v1/tracker/screenshots', {
    headers,
    multipart: {
      capturedAt: shot.capturedAt,
      windowTitles: JSON.stringify([shot.title]),
      keyPresses: '300',
      mouseClicks: '100',
      isIdle: 'false',
      image: { name: 'shot.png', mimeType: 'image/png', buffer: solidPng(160, 100, shot.colour) },
    },
  });
  expect(response.status()).toBe(200);
};
