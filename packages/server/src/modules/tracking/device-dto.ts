import type { TrackerDevice } from '@pulse/shared/contracts/tracker';
import type { trackerDevices } from '../../db/schema/index';

// A device as the agent (at sign-in) and the portal's devices list see it: never its token's hash.
export const toDevice = (row: typeof trackerDevices.$inferSelect): TrackerDevice => ({
  id: row.id,
  name: row.name,
  platform: row.platform,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
