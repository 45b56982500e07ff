import type { TrackerDevice } from '@pulse/shared/contracts/tracker';
import { type DeviceLiveStatus, MINIMUM_AGENT_VERSION } from '@pulse/shared/contracts/tracker-status';
import { deviceLiveState, isOlderVersion } from '@pulse/shared/domain/device-live-state';
import type { trackerDeviceStatuses, trackerDevices } from '../../db/schema/index';

// A device's last heartbeat as the devices list shows it at `now`; a revoked device shows offline
// whatever it said last.
const toDeviceLiveStatus = (
  status: typeof trackerDeviceStatuses.$inferSelect,
  isRevoked: boolean,
  now: Date,
): DeviceLiveStatus => ({
  state: isRevoked ? 'offline' : deviceLiveState(status, now),
  heartbeatAt: status.heartbeatAt.toISOString(),
  agentVersion: status.agentVersion,
  isUpdateRequired: isOlderVersion(status.agentVersion, MINIMUM_AGENT_VERSION),
  capabilities: status.capabilities,
});

// A device as the agent (at sign-in) and the portal's devices list see it: never its token's hash.
export const toDevice = (
  row: typeof trackerDevices.$inferSelect,
  status?: { row: typeof trackerDeviceStatuses.$inferSelect; now: Date },
): TrackerDevice => ({
  id: row.id,
  name: row.name,
  platform: row.platform,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  status: status ? toDeviceLiveStatus(status.row, row.revokedAt !== null, status.now) : null,
});
