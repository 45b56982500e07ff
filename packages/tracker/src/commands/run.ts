import { parseArgs } from 'node:util';
import { readPauseSpans, readSelection } from '../agent-home';
import { hasDesktopSession } from '../capture/desktop-probe';
import { pauseNotice } from '../capture/pause-spans';
import { createSimulatedClock, systemClock } from '../clock';
import { describeSelection } from '../selection/describe-selection';
import { CAPTURE_KINDS, type CaptureKind, startAgent } from '../start-agent';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import { activityWatchUrl, instant, positiveInt } from './command-options';
import { requireSignIn } from './require-sign-in';

const REPLAY_OPTIONS = ['clock-start', 'clock-speed', 'seed'] as const;

// The desktop when there is one; the replay options choose the simulated source, which alone can
// replay the past.
const chooseCapture = (
  values: { capture?: string } & Partial<Record<(typeof REPLAY_OPTIONS)[number], string>>,
) => {
  const replay = REPLAY_OPTIONS.find((name) => values[name] !== undefined);
  const capture = values.capture ?? (replay ? 'simulated' : hasDesktopSession() ? 'desktop' : undefined);
  if (capture === undefined)
    throw new UsageError(
      'no desktop session here (neither DISPLAY nor WAYLAND_DISPLAY is set): run the agent in your desktop session, or use `--capture simulated` for a demo',
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

export const run = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({
    args,
    options: {
      capture: { type: 'string' },
      'aw-url': { type: 'string' },
      'poll-seconds': { type: 'string' },
      'clock-start': { type: 'string' },
      'clock-speed': { type: 'string' },
      until: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const capture = chooseCapture(values);
  const awUrl = activityWatchUrl(values['aw-url'], capture);
  const signIn = await requireSignIn(context.home);
  const clockStart = instant(values['clock-start'], 'clock-start');
  const speed = positiveInt(values['clock-speed'], 'clock-speed', 1);
  const until = instant(values.until, 'until');
  const pollMs = (positiveInt(values['poll-seconds'], 'poll-seconds', 15) * 1000) / speed;
  const agent = await startAgent({
    home: context.home,
    signIn,
    capture,
    activityWatchUrl: awUrl,
    seed: values.seed,
    // A replay resumes where the previous run's capture stopped, not back at --clock-start.
    clock: (cursor) =>
      clockStart
        ? createSimulatedClock(cursor && cursor > clockStart ? cursor : clockStart, speed)
        : systemClock,
    startAt: clockStart,
    until,
    pollMs,
    log: context.log,
    hangAfterAckFile: context.env.PULSE_TRACKER_TEST_HANG_AFTER_ACK,
  });
  const stop = new AbortController();
  const onSignal = () => {
    context.log('Stopping: finishing the request in flight; the queue stays on disk.');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  context.log(
    `Tracking for ${signIn.employee.name} → ${signIn.server}; project: ${describeSelection(await readSelection(context.home))}`,
  );
  const paused = pauseNotice(await readPauseSpans(context.home), context.now());
  if (paused) context.log(paused);
  try {
    await agent.run(stop.signal);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
};
