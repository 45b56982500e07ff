import { parseArgs } from 'node:util';
import { queueDirectory, readPauseSpans, readSelection, type StoredSignIn } from '../agent-home';
import { acquireAgentLock } from '../agent-lock';
import { hasDesktopSession } from '../capture/desktop-probe';
import { pauseNotice } from '../capture/pause-spans';
import { describeQuietSpell, type QuietSpell, quietReason } from '../capture/simulated-quiet';
import { createSimulatedClock, systemClock } from '../clock';
import { readQueueCursor } from '../queue/durable-queue';
import { describeSelection } from '../selection/describe-selection';
import { CAPTURE_KINDS, type CaptureKind, startAgent } from '../start-agent';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import {
  ACTIVITYWATCH_OPTIONS,
  activityWatchAfkTimeout,
  activityWatchHost,
  activityWatchUrl,
  instant,
  positiveInt,
} from './command-options';
import { replayStart } from './replay-start';
import { requireSignIn } from './require-sign-in';

const REPLAY_OPTIONS = ['clock-start', 'clock-speed', 'seed'] as const;
const AW_OPTIONS = ['aw-url', 'aw-host', 'aw-afk-timeout'] as const;

// The desktop when there is one; the replay options choose the simulated source, which alone can
// replay the past, and the ActivityWatch options the bridge.
const chooseCapture = (
  values: { capture?: string } & Partial<Record<(typeof REPLAY_OPTIONS | typeof AW_OPTIONS)[number], string>>,
) => {
  const replay = REPLAY_OPTIONS.find((name) => values[name] !== undefined);
  const activityWatch = AW_OPTIONS.some((name) => values[name] !== undefined);
  const capture =
    values.capture ??
    (replay ? 'simulated' : activityWatch ? 'activitywatch' : hasDesktopSession() ? 'desktop' : undefined);
  if (capture === undefined)
    throw new UsageError(
      'no desktop session here (neither DISPLAY nor WAYLAND_DISPLAY is set): run the agent in your desktop session, use `--capture activitywatch` where ActivityWatch runs, or `--capture simulated` for a demo',
    );
  if (!CAPTURE_KINDS.includes(capture as CaptureKind))
    throw new UsageError(`--capture must be one of ${CAPTURE_KINDS.join(', ')}`);
  if (capture !== 'simulated' && replay)
    throw new UsageError(`--${replay} replays the simulated source: use it with \`--capture simulated\``);
  if (capture === 'desktop' && !hasDesktopSession())
    throw new UsageError(
      '--capture desktop needs a desktop session (neither DISPLAY nor WAYLAND_DISPLAY is set); use `--capture simulated` for a demo',
    );
  return capture as CaptureKind;
};

export const runHelp = {
  summary: 'Capture and upload until Ctrl+C / SIGTERM',
  usage: [
    'run [--capture desktop|simulated] [--poll-seconds N]',
    'run --capture activitywatch [--aw-url URL] [--aw-host NAME] [--aw-afk-timeout MINUTES]',
    'run --capture simulated [--clock-start ISO [--clock-speed N]] [--seed S] [--until ISO]',
  ],
  details: [
    'Capture what this computer does and upload it until Ctrl+C / SIGTERM; what is not sent yet waits',
    'on disk for the next run. One agent at a time: `install` runs it in the background instead.',
  ],
  options: {
    capture: {
      type: 'string',
      value: 'KIND',
      description: 'desktop (default in a desktop session), activitywatch, or simulated (a demo day)',
    },
    ...ACTIVITYWATCH_OPTIONS,
    'poll-seconds': { type: 'string', value: 'N', description: 'capture every N seconds (default 15)' },
    until: {
      type: 'string',
      value: 'ISO',
      description: 'stop capturing at that time and exit once all is sent',
    },
    'clock-start': {
      type: 'string',
      value: 'ISO',
      description: 'simulated: replay from that time (never before what this computer already captured)',
    },
    'clock-speed': {
      type: 'string',
      value: 'N',
      description: 'simulated: replay N times faster than real time',
    },
    seed: {
      type: 'string',
      value: 'S',
      description: 'simulated: another seed makes other days (default your employee code)',
    },
  },
} as const satisfies CommandHelp;

// What `run` says first: who it tracks for, or why it captures nothing for now.
const sayWhatRuns = async (
  context: CommandContext,
  signIn: StoredSignIn,
  quiet: QuietSpell | null,
  startedAt: Date,
  until: Date | undefined,
) => {
  const project = describeSelection(await readSelection(context.home));
  if (!quiet) {
    context.log(`Tracking for ${signIn.employee.name} → ${signIn.server}; project: ${project}`);
    return;
  }
  context.log(`Signed in as ${signIn.employee.name} → ${signIn.server}; project: ${project}`);
  const endsFirst = until !== undefined && (quiet.until === null || until <= quiet.until);
  context.log(
    `${describeQuietSpell(quiet, startedAt, context.timeZone)} ${endsFirst ? 'This run stops before then (--until) and sends nothing new.' : 'The agent waits and tracks from then on (Ctrl+C stops it).'}`,
  );
};

export const run = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: runHelp.options });
  const capture = chooseCapture(values);
  const awUrl = activityWatchUrl(values['aw-url'], capture);
  const awHost = activityWatchHost(values['aw-host'], capture);
  const awAfkTimeout = activityWatchAfkTimeout(values['aw-afk-timeout'], capture);
  const signIn = await requireSignIn(context.home);
  const clockStart = instant(values['clock-start'], 'clock-start');
  const speed = positiveInt(values['clock-speed'], 'clock-speed', 1);
  const until = instant(values.until, 'until');
  const pollMs = (positiveInt(values['poll-seconds'], 'poll-seconds', 15) * 1000) / speed;
  // Before the queue is opened: opening it clears what another agent may be half-way writing.
  const lock = await acquireAgentLock(context.home, { capture });
  const stop = new AbortController();
  const onSignal = () => {
    context.log('Stopping: finishing the request in flight; the queue stays on disk.');
    stop.abort();
  };
  try {
    const cursor = await readQueueCursor(queueDirectory(context.home));
    const replay = clockStart ? replayStart(clockStart, cursor, context.now(), context.timeZone) : null;
    if (replay?.notice) context.log(replay.notice);
    const agent = await startAgent({
      home: context.home,
      signIn,
      capture,
      activityWatchUrl: awUrl,
      activityWatchHost: awHost,
      activityWatchAfkTimeoutMinutes: awAfkTimeout,
      seed: values.seed,
      clock: replay ? createSimulatedClock(replay.from, speed) : systemClock,
      startAt: replay?.from,
      until,
      pollMs,
      log: context.log,
      hangAfterAckFile: context.env.PULSE_TRACKER_TEST_HANG_AFTER_ACK,
    });
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const startedAt = replay?.from ?? context.now();
    const quiet = agent.quietSpellAt(startedAt);
    await sayWhatRuns(context, signIn, quiet, startedAt, until);
    // For `status`, in real time only (a replay's hours are not the computer's).
    if (quiet?.until && !replay)
      await lock.update({
        quiet: { until: quiet.until.toISOString(), reason: quietReason(quiet, startedAt, context.timeZone) },
      });
    const paused = pauseNotice(await readPauseSpans(context.home), context.now(), context.timeZone);
    if (paused) context.log(paused);
    await agent.run(stop.signal);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await lock.release();
  }
};
