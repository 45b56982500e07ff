// Who is working now: the state a tracker device shows, from the heartbeats its agent
// sends, and the one an employee with several devices shows.

// What a heartbeat reports. 'stopped': the agent is quitting (Ctrl+C, the service stopping), so the
// device shows offline at once instead of after the silence below.
export const HEARTBEAT_STATES = ['tracking', 'idle', 'paused', 'stopped'] as const;
export type HeartbeatState = (typeof HEARTBEAT_STATES)[number];

// What a device or an employee shows, strongest first: an employee tracking on one computer and idle
// on another is tracking; idle (the agent runs and counts the absence) beats paused (the employee
// chose not to be tracked); offline only when no device says anything else.
export const LIVE_STATES = ['tracking', 'idle', 'paused', 'offline'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

// The agent sends a heartbeat this often, and at once on every change of state.
export const HEARTBEAT_INTERVAL_SECONDS = 60;
// Three heartbeats missed: one lost request or a laptop waking up slowly does not flicker the
// dashboard, and a computer that was shut or lost its network shows offline within a few minutes.
export const OFFLINE_AFTER_SECONDS = 3 * HEARTBEAT_INTERVAL_SECONDS;

export const stateOfHeartbeat = (state: HeartbeatState): LiveState =>
  state === 'stopped' ? 'offline' : state;

// A device's stored state, as it shows at `now`: offline once silent for OFFLINE_AFTER_SECONDS,
// whatever it said last.
export const deviceLiveState = (device: { state: LiveState; heartbeatAt: Date }, now: Date): LiveState =>
  now.getTime() - device.heartbeatAt.getTime() >= OFFLINE_AFTER_SECONDS * 1000 ? 'offline' : device.state;

// The strongest of an employee's device states; offline without any device.
export const employeeLiveState = (states: readonly LiveState[]): LiveState =>
  LIVE_STATES.find((state) => states.includes(state)) ?? 'offline';

// What the server stores of a device's last heartbeat.
export type StoredHeartbeat = {
  state: LiveState;
  heartbeatAt: Date;
  agentVersion: string;
  // The capabilities as JSON text, so that a change is a plain comparison.
  capabilities: string;
};

// A heartbeat is written when it changes something, or when the stored one is a heartbeat interval
// old: at most one write a minute per device while nothing changes (a thousand agents cost about
// seventeen small writes a second), and the stored time is never older than the offline rule allows.
export const isHeartbeatWorthWriting = (
  stored: StoredHeartbeat | undefined,
  incoming: StoredHeartbeat,
): boolean =>
  stored === undefined ||
  stored.state !== incoming.state ||
  stored.agentVersion !== incoming.agentVersion ||
  stored.capabilities !== incoming.capabilities ||
  incoming.heartbeatAt.getTime() - stored.heartbeatAt.getTime() >= HEARTBEAT_INTERVAL_SECONDS * 1000;

// Versions are major.minor.patch with an optional pre-release (`1.2.0-beta.1`), which comes before
// its release, as in semver. Build metadata (`+abc`) does not count.
export const AGENT_VERSION_PATTERN =
  /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

const partsOf = (version: string) => {
  const match = AGENT_VERSION_PATTERN.exec(version);
  if (!match) return null;
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], preRelease: match[4] ?? null };
};

// Whether `version` is older than `minimum`. A version that cannot be read is older (an agent that
// reports nonsense is told to update rather than trusted).
export const isOlderVersion = (version: string, minimum: string): boolean => {
  const current = partsOf(version);
  const wanted = partsOf(minimum);
  if (!wanted) throw new Error(`not a version: ${minimum}`);
  if (!current) return true;
  for (let index = 0; index < 3; index += 1) {
    const difference = (current.core[index] ?? 0) - (wanted.core[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  if (current.preRelease === wanted.preRelease) return false;
  if (current.preRelease === null) return false;
  if (wanted.preRelease === null) return true;
  return current.preRelease.localeCompare(wanted.preRelease, 'en', { numeric: true }) < 0;
};
