import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TRACKER_LIMITS } from '@pulse/shared/contracts/tracker';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { localMidnight } from '@pulse/shared/domain/simulated-day';
import { createTrackerClient, TrackerApiError } from './api/tracker-client';
import { createSimulatedSource } from './capture/simulated-source';
import { MAX_BATCH_EVENTS } from './queue/durable-queue';

export type BackfillOptions = {
  server: string;
  adminEmail: string;
  adminPassword: string;
  employeePassword: string;
  employees: number;
  days: number;
  seed: string;
  home: string;
  now?: Date;
  log?: (line: string) => void;
};

const HOUR_MS = 3_600_000;

const portalSignIn = async (server: string, email: string, password: string) => {
  const origin = new URL(server).origin;
  const response = await fetch(`${origin}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new TrackerApiError(response.status, 'administrator sign-in failed');
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('pulse_session='));
  if (!cookie) throw new Error('the server set no session cookie');
  return cookie;
};

const portalGet = async <T>(server: string, cookie: string, path: string) => {
  const response = await fetch(`${new URL(server).origin}${path}`, { headers: { cookie } });
  if (!response.ok) throw new TrackerApiError(response.status, `GET ${path} failed`);
  return (await response.json()) as T;
};

// Backfills `days` days (today up to the last full hour included) for the first `employees` active
// employees. Re-running is safe: device tokens are remembered in the agent home (batch ids are
// idempotent per device), batch ids derive from seed + employee + hour, and screenshots are
// idempotent per capture time. Only whole past hours are sent, so a later run adds the hours since.
export const backfill = async (options: BackfillOptions) => {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const days = Math.min(options.days, TRACKER_LIMITS.maxAgeDays - 1);
  const cookie = await portalSignIn(options.server, options.adminEmail, options.adminPassword);
  const pageSize = Math.min(100, Math.max(1, options.employees));
  const list = await portalGet<{ items: { id: string; employeeCode: string; name: string }[] }>(
    options.server,
    cookie,
    `/api/v1/employees?isActive=true&pageSize=${pageSize}`,
  );
  // The agent home may not exist yet (simulate is often the first command run on a machine).
  await mkdir(options.home, { recursive: true, mode: 0o700 });
  const tokensPath = join(options.home, 'simulate-devices.json');
  const tokens: Record<string, string> = await readFile(tokensPath, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, string>)
    .catch(() => ({}));
  const totals = { batches: 0, events: 0, screenshots: 0 };
  for (const [index, item] of list.items.slice(0, options.employees).entries()) {
    const detail = await portalGet<{ officialEmail: string }>(
      options.server,
      cookie,
      `/api/v1/employees/${item.id}`,
    );
    const key = `${new URL(options.server).origin} ${detail.officialEmail}`;
    let token = tokens[key];
    if (!token) {
      const result = await createTrackerClient(options.server).signIn({
        email: detail.officialEmail,
        password: options.employeePassword,
        deviceName: `simulated-${item.employeeCode}`,
        platform: 'simulated',
      });
      token = result.deviceToken;
      tokens[key] = token;
      await writeFile(tokensPath, JSON.stringify(tokens, null, 2), { mode: 0o600 });
    }
    const client = createTrackerClient(options.server, token);
    const { organization } = await client.config();
    const source = createSimulatedSource({
      seed: `${options.seed}:${item.employeeCode}`,
      timeZone: organization.timeZone,
    });
    const today = todayIn(organization.timeZone, now);
    const firstDay = localMidnight(today, organization.timeZone) - (days - 1) * 24 * HOUR_MS;
    // Never older than the server accepts, never the current (incomplete) hour.
    const earliest = Math.max(firstDay, now.getTime() - (TRACKER_LIMITS.maxAgeDays - 1) * 24 * HOUR_MS);
    const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    for (let hour = Math.ceil(earliest / HOUR_MS) * HOUR_MS; hour < lastHour; hour += HOUR_MS) {
      const capture = await source.collect(new Date(hour), new Date(hour + HOUR_MS));
      const items = [
        ...capture.intervals.map((interval) => ({ interval })),
        ...capture.inputMinutes.map((minute) => ({ minute })),
      ];
      for (let start = 0, part = 0; start < items.length; start += MAX_BATCH_EVENTS, part += 1) {
        const chunk = items.slice(start, start + MAX_BATCH_EVENTS);
        const stamp = new Date(hour).toISOString().slice(0, 13).replace(/[-T]/g, '');
        await client.uploadBatch({
          batchId: `sim-${options.seed}-${item.employeeCode}-${stamp}-${part}`
            .replace(/[^A-Za-z0-9._:-]/g, '_')
            .slice(0, 100),
          intervals: chunk.flatMap((entry) => ('interval' in entry ? [entry.interval] : [])),
          inputMinutes: chunk.flatMap((entry) => ('minute' in entry ? [entry.minute] : [])),
        });
        totals.batches += 1;
        totals.events += chunk.length;
      }
      for (const shot of capture.screenshots) {
        await client.uploadScreenshot({ ...shot, capturedAt: shot.capturedAt.toISOString() }, shot.image);
        totals.screenshots += 1;
      }
    }
    log(
      `[${index + 1}/${Math.min(options.employees, list.items.length)}] ${item.name} (${item.employeeCode}): done`,
    );
  }
  return totals;
};
