import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import type { CaptureCapabilities, TrackerHeartbeatAnswer } from '@pulse/shared/contracts/tracker-status';
import { HEARTBEAT_INTERVAL_SECONDS, type HeartbeatState } from '@pulse/shared/domain/device-live-state';
import { AGENT_VERSION } from './agent-version';
import { TrackerApiError, type TrackerClient } from './api/tracker-client';
import { type AgentTimer, systemTimer } from './clock';

// Who is working now: the agent tells the server its state every minute and as soon as it
// changes, and 'stopped' when it quits, so administrators see it without waiting for uploads.

export type RunningState = Exclude<HeartbeatState, 'stopped'>;

// What the latest captured window says about the person: the interval that ends last decides. Away
// is idle; focus or active is tracking. Paused time says nothing here (the pause file is read live),
// nor does a window with nothing in it.
export const observedStateOf = (intervals: readonly TrackerInterval[]): RunningState | null => {
  let latest: { end: number; kind: TrackerInterval['kind'] } | null = null;
  for (const interval of intervals) {
    const end = Date.parse(interval.startedAt) + interval.durationSeconds * 1000;
    if (!latest || end >= latest.end) latest = { end, kind: interval.kind };
  }
  if (!latest || latest.kind === 'paused') return null;
  return latest.kind === 'away' ? 'idle' : 'tracking';
};

export const updateNotice = (version: string, minimumVersion: string) =>
  `This tracker (${version}) is older than the server's minimum version ${minimumVersion}: install the new version from the Tracker page of Pulse.`;

export type HeartbeatOptions = {
  client: Pick<TrackerClient, 'heartbeat'>;
  // The state to report, asked at every check.
  readState: () => Promise<RunningState>;
  // The desktop's capture capabilities, or null when the source probes none.
  readCapabilities: () => Promise<CaptureCapabilities | null>;
  // Told every answer (`pulse-tracker status` shows an update notice from it).
  onAnswer?: (answer: TrackerHeartbeatAnswer) => Promise<void>;
  timer?: AgentTimer;
  // How often the state is looked at; a change is sent at the next look.
  checkMs?: number;
  agentVersion?: string;
  log?: (line: string) => void;
};

// The last heartbeat may not hold up a quitting agent for long.
const STOPPED_TIMEOUT_MS = 3_000;

export const createHeartbeat = (options: HeartbeatOptions) => {
  const timer = options.timer ?? systemTimer;
  const log = options.log ?? (() => {});
  const checkMs = options.checkMs ?? 5_000;
  const agentVersion = options.agentVersion ?? AGENT_VERSION;
  let sentState: RunningState | null = null;
  // When the next heartbeat is due whatever happens, and before when a change may be sent again
  // after a failure (not at every check while the server is down).
  let dueAt = 0;
  let retryAt = 0;
  let failureSaid: string | null = null;
  let isUpdateSaid = false;

  const send = async (state: HeartbeatState, timeoutMs?: number) => {
    const answer = await options.client.heartbeat(
      { state, agentVersion, capabilities: await options.readCapabilities() },
      timeoutMs,
    );
    if (answer.isUpdateRequired && !isUpdateSaid) log(updateNotice(agentVersion, answer.minimumAgentVersion));
    isUpdateSaid = answer.isUpdateRequired;
    await options.onAnswer?.(answer);
    return answer;
  };

  // One look: sends when a heartbeat is due or the state changed. 'signed-out' on a 401 (the upload
  // loop says so and stops the agent).
  const check = async (): Promise<'ok' | 'signed-out'> => {
    const now = timer.now();
    const state = await options.readState();
    if (now < dueAt && (state === sentState || now < retryAt)) return 'ok';
    try {
      const answer = await send(state);
      sentState = state;
      dueAt = now + answer.heartbeatSeconds * 1000;
      retryAt = 0;
      if (failureSaid !== null) log('heartbeat works again');
      failureSaid = null;
    } catch (error) {
      if (error instanceof TrackerApiError && error.status === 401) return 'signed-out';
      const message = (error as Error).message;
      if (message !== failureSaid) log(`heartbeat failed (${message}); trying again in a minute`);
      failureSaid = message;
      dueAt = retryAt = now + HEARTBEAT_INTERVAL_SECONDS * 1000;
    }
    return 'ok';
  };

  // Until the signal aborts; then one 'stopped', so the device shows offline at once.
  const run = async (signal: AbortSignal) => {
    while (!signal.aborted) {
      if ((await check()) === 'signed-out') return;
      await timer.sleep(checkMs, signal);
    }
    await send('stopped', STOPPED_TIMEOUT_MS).catch(() => undefined);
  };

  return { check, run };
};
