import {
  CAPTURE_CAPABILITY_NAMES,
  type CaptureCapabilities,
  MINIMUM_AGENT_VERSION,
  type TrackerHeartbeatAnswer,
  type WorkingNowEntry,
} from '@pulse/shared/contracts/tracker-status';
import {
  deviceLiveState,
  employeeLiveState,
  HEARTBEAT_INTERVAL_SECONDS,
  type HeartbeatState,
  isHeartbeatWorthWriting,
  isOlderVersion,
  OFFLINE_AFTER_SECONDS,
  type StoredHeartbeat,
  stateOfHeartbeat,
} from '@pulse/shared/domain/device-live-state';
import { requireAccess } from '../../lib/access-checks';
import type { Auth, DeviceAuth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import {
  type DeviceStatusRow,
  findDeviceStatus,
  findLiveDevices,
  markSilentDevicesOffline,
  saveDeviceStatus,
} from './device-status.repository';

// Who is working now: the agents' heartbeats, what administrators see of them live, and
// the sweep that turns silent devices offline.

// jsonb keeps its keys in its own order: compared in a fixed one, so an unchanged report is unchanged.
const capabilitiesKey = (capabilities: CaptureCapabilities | null) =>
  JSON.stringify(
    capabilities &&
      CAPTURE_CAPABILITY_NAMES.map((name) => [capabilities[name].available, capabilities[name].detail]),
  );

const storedHeartbeatOf = (row: DeviceStatusRow): StoredHeartbeat => ({
  state: row.state,
  heartbeatAt: row.heartbeatAt,
  agentVersion: row.agentVersion,
  capabilities: capabilitiesKey(row.capabilities),
});

type LiveDevice = Awaited<ReturnType<typeof findLiveDevices>>[number];

// One entry per employee, by name: their strongest device state at `now`.
export const toWorkingNowEntries = (devices: LiveDevice[], now: Date): WorkingNowEntry[] => {
  // (Map.groupBy would do, but Node 20 lacks it.)
  const byEmployee = new Map<string, LiveDevice[]>();
  for (const device of devices)
    byEmployee.set(device.employeeId, [...(byEmployee.get(device.employeeId) ?? []), device]);
  return [...byEmployee.values()]
    .map((own) => {
      const [first] = own as [LiveDevice];
      const lastSeen = Math.max(...own.map((device) => device.heartbeatAt.getTime()));
      return {
        employeeId: first.employeeId,
        name: first.name,
        employeeCode: first.employeeCode,
        state: employeeLiveState(own.map((device) => deviceLiveState(device, now))),
        lastSeenAt: new Date(lastSeen).toISOString(),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

// Tells the organisation's administrators an employee's state as it is now (after the write).
const announceEmployee = async (deps: Deps, organizationId: string, employeeId: string) => {
  const devices = await findLiveDevices(deps.db, organizationId, employeeId);
  const [entry] = toWorkingNowEntries(devices, deps.clock.now());
  deps.realtime.toAdministrators(organizationId, 'working-now:changed', { employeeId, entry: entry ?? null });
};

export const receiveHeartbeat = async (
  deps: Deps,
  device: DeviceAuth,
  body: { state: HeartbeatState; agentVersion: string; capabilities: CaptureCapabilities | null },
): Promise<TrackerHeartbeatAnswer> => {
  const now = deps.clock.now();
  const state = stateOfHeartbeat(body.state);
  const stored = await findDeviceStatus(deps.db, device.organizationId, device.deviceId);
  const incoming = {
    state,
    heartbeatAt: now,
    agentVersion: body.agentVersion,
    capabilities: capabilitiesKey(body.capabilities),
  };
  if (isHeartbeatWorthWriting(stored && storedHeartbeatOf(stored), incoming)) {
    const isNewState = stored?.state !== state;
    await saveDeviceStatus(deps.db, {
      deviceId: device.deviceId,
      organizationId: device.organizationId,
      employeeId: device.employeeId,
      state,
      stateSince: isNewState || !stored ? now : stored.stateSince,
      heartbeatAt: now,
      agentVersion: body.agentVersion,
      capabilities: body.capabilities,
    });
    if (isNewState) await announceEmployee(deps, device.organizationId, device.employeeId);
  }
  return {
    receivedAt: now.toISOString(),
    heartbeatSeconds: HEARTBEAT_INTERVAL_SECONDS,
    minimumAgentVersion: MINIMUM_AGENT_VERSION,
    isUpdateRequired: isOlderVersion(body.agentVersion, MINIMUM_AGENT_VERSION),
  };
};

// The Working now card and the Time Sheet's status column.
export const findWorkingNow = async (deps: Deps, auth: Auth): Promise<WorkingNowEntry[]> => {
  requireAccess(auth, 'admin');
  return toWorkingNowEntries(await findLiveDevices(deps.db, auth.organizationId), deps.clock.now());
};

// After a device is revoked or signs out: its employee may no longer be working.
export const announceDeviceGone = (deps: Deps, device: { organizationId: string; employeeId: string }) =>
  announceEmployee(deps, device.organizationId, device.employeeId);

// Every half minute on each instance (main.ts): devices silent for OFFLINE_AFTER_SECONDS show offline
// without anyone reloading. Reads already compute offline themselves; this is what tells the open
// dashboards. Safe on several instances at once (each device is turned offline once).
export const SILENT_DEVICE_SWEEP_MS = 30 * 1000;
export const sweepSilentDevices = async (deps: Deps) => {
  const now = deps.clock.now();
  const silentSince = new Date(now.getTime() - OFFLINE_AFTER_SECONDS * 1000);
  const turned = await markSilentDevicesOffline(deps.db, silentSince, now);
  const employees = new Map(turned.map((row) => [row.employeeId, row.organizationId]));
  for (const [employeeId, organizationId] of employees)
    await announceEmployee(deps, organizationId, employeeId);
  return { devices: turned.length };
};
