import { createAgent } from './agent';
import {
  queueDirectory,
  readPauseSpans,
  readSelection,
  type StoredSignIn,
  writeHeartbeatAnswer,
  writeSelectionRefusal,
} from './agent-home';
import { createTrackerClient, TrackerApiError } from './api/tracker-client';
import { startActivityWatchCapture } from './capture/activitywatch-run';
import { readCapabilities } from './capture/desktop-capabilities';
import { startDesktopCapture } from './capture/desktop-run';
import { createPausableSource } from './capture/pausable-source';
import { currentPause } from './capture/pause-spans';
import { quietSpellAt } from './capture/simulated-quiet';
import { createSimulatedSource } from './capture/simulated-source';
import type { AgentClock } from './clock';
import { createHeartbeat } from './heartbeat';
import { openDurableQueue } from './queue/durable-queue';

export const CAPTURE_KINDS = ['desktop', 'simulated', 'activitywatch'] as const;
export type CaptureKind = (typeof CAPTURE_KINDS)[number];

export type StartAgentOptions = {
  home: string;
  signIn: StoredSignIn;
  capture: CaptureKind;
  activityWatchUrl?: string;
  // The computer whose ActivityWatch buckets are read (default: this one).
  activityWatchHost?: string;
  // aw-watcher-afk's timeout in minutes, when set above its default.
  activityWatchAfkTimeoutMinutes?: number;
  // The simulated source's seed (default: the employee code).
  seed?: string;
  // The clock of the agent and of the desktop source (`run` replays from where the queue allows).
  clock: AgentClock;
  startAt?: Date;
  until?: Date;
  pollMs: number;
  log: (line: string) => void;
  hangAfterAckFile?: string;
};

// The agent as `pulse-tracker run` wires it: the capture source (paused time taken out), the queue
// in the agent home, the signed-in client and the clock. Tests start it in-process with their own
// clock; `run` resolves once the signal aborts or, with `until`, once everything is sent.
export const startAgent = async (options: StartAgentOptions) => {
  const { home, signIn, log } = options;
  const client = createTrackerClient(signIn.server, signIn.deviceToken);
  const queue = await openDurableQueue(queueDirectory(home));
  const { clock } = options;
  // Offline, the agent keeps going: the desktop source with its last known settings, the simulated
  // day in UTC instead of the organisation's time zone.
  const config = await client.config().catch((error: unknown) => {
    if (error instanceof TrackerApiError && error.status === 401) throw error;
    return null;
  });
  const desktop =
    options.capture === 'desktop'
      ? await startDesktopCapture({
          home,
          fetchConfig: () => client.config(),
          config,
          now: () => clock.now().getTime(),
          log,
        })
      : null;
  const activityWatch =
    options.capture === 'activitywatch'
      ? await startActivityWatchCapture({
          home,
          url: options.activityWatchUrl,
          host: options.activityWatchHost,
          afkTimeoutMinutes: options.activityWatchAfkTimeoutMinutes,
          fetchConfig: () => client.config(),
          config,
          log,
        })
      : null;
  const simulationZone = config?.organization.timeZone ?? 'UTC';
  // Made whatever the capture (it plans a day only when asked), so that its days can be told.
  const simulated = createSimulatedSource({
    seed: options.seed ?? signIn.employee.employeeCode,
    timeZone: simulationZone,
  });
  const source = desktop?.source ?? activityWatch?.source ?? simulated;
  const agent = createAgent({
    queue,
    // Paused time is reported as paused, whatever the source observed (pulse-tracker pause).
    source: createPausableSource(source, { readSpans: () => readPauseSpans(home), log }),
    client,
    clock,
    // Read again at the end of every capture window (about every --poll-seconds), so a
    // `project select` made while the agent runs applies from the moment it was made.
    selection: {
      read: () => readSelection(home),
      noteRefused: (refusal) => writeSelectionRefusal(home, refusal),
    },
    startAt: options.startAt,
    until: options.until,
    pollMs: options.pollMs,
    log,
    hangAfterAckFile: options.hangAfterAckFile,
  });
  // Who is working now: only a live agent reports; a replay of the past (--clock-start, --until)
  // says nothing about this moment.
  const heartbeat =
    options.startAt === undefined && options.until === undefined
      ? createHeartbeat({
          client,
          readState: async () =>
            currentPause(await readPauseSpans(home), clock.now()) ? 'paused' : agent.observedState(),
          // What the desktop source probed at its start; the other sources probe nothing.
          readCapabilities: async () =>
            desktop ? ((await readCapabilities(home))?.capabilities ?? null) : null,
          onAnswer: (answer) => writeHeartbeatAnswer(home, answer),
          // A pause or a change of state is sent within seconds, or within a poll when polls are shorter.
          checkMs: Math.min(options.pollMs, 5_000),
          log,
        })
      : null;
  return {
    // When the simulated employee does not work at `at` (a day off, before or after their day), and
    // so nothing will be captured for a while; always null for a real source.
    quietSpellAt: (at: Date) =>
      options.capture === 'simulated' ? quietSpellAt(simulated.planOf, at, simulationZone) : null,
    run: async (signal: AbortSignal) => {
      // The heartbeat stops with the agent, however it ends, and then says so.
      const stopHeartbeat = new AbortController();
      const onAbort = () => stopHeartbeat.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      const beating = heartbeat?.run(stopHeartbeat.signal);
      try {
        await agent.run(signal);
      } finally {
        signal.removeEventListener('abort', onAbort);
        stopHeartbeat.abort();
        await beating;
      }
      await desktop?.stop();
      await activityWatch?.stop();
    },
  };
};
