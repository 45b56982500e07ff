import { type APIRequestContext, expect } from '@playwright/test';
import { addDays, organizationDayRange, todayIn } from '@pulse/shared/domain/organization-day';
import { apiClient, asForm } from './api-client';
import type { paths } from './api-schema';
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
  const api = apiClient(request);
  const signIn = await api.POST('/api/v1/tracker/sign-in', {
    body: {
      email: demoUsers.employee.email,
      password: demoUsers.employee.password,
      deviceName,
      platform: 'linux',
    },
  });
  if (!signIn.data) throw new Error(`tracker sign-in answered ${signIn.response.status}`);
  const headers: Headers = { authorization: `Bearer ${signIn.data.deviceToken}` };
  const config = await api.GET('/api/v1/tracker/config', { headers });
  if (!config.data) throw new Error(`the tracker's settings answered ${config.response.status}`);
  const { timeZone } = config.data.organization;
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
  const { response } = await apiClient(request).POST('/api/v1/tracker/screenshots', {
    headers,
    body: {
      capturedAt: shot.capturedAt,
      windowTitles: JSON.stringify([shot.title]),
      keyPresses: '300',
      mouseClicks: '100',
      isIdle: 'false',
      image: new File([solidPng(160, 100, shot.colour)], 'shot.png', { type: 'image/png' }),
    },
    bodySerializer: asForm,
  });
  expect(response.status).toBe(200);
};

type Batch = paths['/api/v1/tracker/batches']['post']['requestBody']['content']['application/json'];

// One batch of activity as the agent uploads it (intervals, input minutes), accepted.
export const sendBatch = async (request: APIRequestContext, headers: Headers, batch: Batch) => {
  const { response, error } = await apiClient(request).POST('/api/v1/tracker/batches', {
    headers,
    body: batch,
  });
  expect(response.status, JSON.stringify(error)).toBe(200);
};
