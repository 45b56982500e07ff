import { describe, expect, it } from 'vitest';
import { trackerDeviceStatuses } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { deviceHeadersFor, sessionFor, useTestApp } from '../../test-support/test-app';
import { sweepSilentDevices } from './device-status.service';

const testApp = useTestApp();

const CAPABILITIES = {
  activeWindow: { available: true, detail: 'X11' },
  idle: { available: true, detail: 'X11 screensaver' },
  inputCounts: { available: false, detail: 'no input hook on Wayland' },
  screenshots: { available: true, detail: 'X11' },
};

const heartbeat = (headers: Record<string, string>, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/tracker/heartbeat', headers, payload });
const tracking = { state: 'tracking', agentVersion: '1.0.0', capabilities: CAPABILITIES };

const workingNow = async () => {
  const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/working-now',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { name: string; state: string; lastSeenAt: string }[];
};

const statusRows = () => testApp.db.select().from(trackerDeviceStatuses);
const changes = () =>
  testApp.realtime.sentToAdministrators.map(({ organizationId, event, args }) => {
    const [change] = args as [{ entry: { name: string; state: string } | null }];
    return { organizationId, event, name: change.entry?.name, state: change.entry?.state };
  });

describe('tracker heartbeat', () => {
  it('keeps the device’s state and tells the administrators when it changes', async () => {
    const device = await deviceHeadersFor(testApp.app);
    expect((await heartbeat({}, tracking)).statusCode).toBe(401);
    expect((await heartbeat(device, { ...tracking, state: 'asleep' })).statusCode).toBe(400);
    expect((await heartbeat(device, { ...tracking, agentVersion: 'latest' })).statusCode).toBe(400);
    expect(await statusRows()).toEqual([]);

    const answer = await heartbeat(device, tracking);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      receivedAt: '2026-03-02T09:00:00.000Z',
      heartbeatSeconds: 60,
      minimumAgentVersion: '1.0.0',
      isUpdateRequired: false,
    });
    expect(await workingNow()).toEqual([
      expect.objectContaining({
        name: 'Rahul Mehta',
        state: 'tracking',
        lastSeenAt: '2026-03-02T09:00:00.000Z',
      }),
    ]);
    const organizationId = testApp.demoOrganizationId;
    expect(changes()).toEqual([
      { organizationId, event: 'working-now:changed', name: 'Rahul Mehta', state: 'tracking' },
    ]);

    // The same state half a minute later writes nothing and tells nobody.
    testApp.clock.advance(30_000);
    await heartbeat(device, tracking);
    expect((await statusRows())[0]?.heartbeatAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(changes()).toHaveLength(1);

    testApp.clock.advance(5_000);
    await heartbeat(device, { ...tracking, state: 'paused' });
    await heartbeat(device, { ...tracking, state: 'stopped' });
    expect(changes().map((change) => change.state)).toEqual(['tracking', 'paused', 'offline']);
    expect(await workingNow()).toEqual([expect.objectContaining({ name: 'Rahul Mehta', state: 'offline' })]);
  });

  it('tells an agent older than the minimum version to update, and shows it on the devices list', async () => {
    const device = await deviceHeadersFor(testApp.app);
    const answer = await heartbeat(device, { state: 'idle', agentVersion: '0.9.0' });
    expect(answer.json()).toMatchObject({ isUpdateRequired: true, minimumAgentVersion: '1.0.0' });

    const { cookie, employee } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const devices = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${employee.id}/devices`,
      headers: { cookie },
    });
    expect(devices.json()[0].status).toEqual({
      state: 'idle',
      heartbeatAt: '2026-03-02T09:00:00.000Z',
      agentVersion: '0.9.0',
      isUpdateRequired: true,
      capabilities: null,
    });
  });

  it('shows a silent device offline, and the sweep tells the administrators once', async () => {
    const device = await deviceHeadersFor(testApp.app);
    await heartbeat(device, tracking);
    testApp.realtime.clear();

    testApp.clock.advance(179_000);
    expect(await sweepSilentDevices(testApp)).toEqual({ devices: 0 });
    expect((await workingNow())[0]?.state).toBe('tracking');

    testApp.clock.advance(1_000);
    // Read between two sweeps, the list already says offline.
    expect((await workingNow())[0]?.state).toBe('offline');
    expect(await sweepSilentDevices(testApp)).toEqual({ devices: 1 });
    expect(await sweepSilentDevices(testApp)).toEqual({ devices: 0 });
    expect(changes()).toEqual([expect.objectContaining({ name: 'Rahul Mehta', state: 'offline' })]);

    // Back: tracking again, and said so.
    await heartbeat(device, tracking);
    expect(changes().map((change) => change.state)).toEqual(['offline', 'tracking']);
  });

  it('drops a revoked device from Working now', async () => {
    const device = await deviceHeadersFor(testApp.app);
    await heartbeat(device, tracking);
    const signOut = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/tracker/devices/current',
      headers: device,
    });
    expect(signOut.statusCode).toBe(204);
    expect(await workingNow()).toEqual([]);
    expect(testApp.realtime.sentToAdministrators.at(-1)?.args).toEqual([
      { employeeId: expect.any(String), entry: null },
    ]);
  });
});
