// When `npm start` starts the server again after it stopped, and after how long: the
// rule alone, without processes or timers, so a table of exits proves it (restart-policy.test.mjs).
import { constants } from 'node:os';

// sysexits.h EX_CONFIG: the server's configuration is invalid (main.ts). Starting it again would
// fail the same way, so the launcher stops with it.
export const EX_CONFIG = 78;

// 1 s, 2 s, 4 s … up to 30 s between starts; a server that ran for a minute was healthy, so its crash
// starts a new streak at 1 s.
export const RESTART_POLICY = { initialDelayMs: 1000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

// The status a shell shows for a process: its exit code, or 128 + the signal's number.
export const exitStatusOf = (code, signal) => (signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));

export const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit code ${code}`);

// What the launcher does when the server has exited:
// - a stop we asked for (a signal we forwarded, or our parent gone): end with the server's status;
// - exit code 0 without our asking: the server chose to stop (someone signalled it directly); end;
// - EX_CONFIG: end, with it;
// - anything else is a crash (a non-zero code, a signal we did not send: the OOM killer's SIGKILL):
//   start it again after the streak's delay. `streak` counts the crashes since the last healthy run.
export const decideAfterExit = (
  { code, signal, isStopRequested, ranForMs, streak },
  policy = RESTART_POLICY,
) => {
  if (isStopRequested) return { action: 'exit', status: exitStatusOf(code, signal) };
  if (!signal && code === 0) return { action: 'exit', status: 0 };
  if (!signal && code === EX_CONFIG) return { action: 'exit', status: EX_CONFIG, isConfigurationError: true };
  const crashesBefore = ranForMs >= policy.stableAfterMs ? 0 : streak;
  return {
    action: 'restart',
    delayMs: Math.min(policy.initialDelayMs * 2 ** crashesBefore, policy.maxDelayMs),
    streak: crashesBefore + 1,
  };
};

// "2 s", "0.25 s": the delay as the log line says it.
export const formatSeconds = (ms) => `${Number((ms / 1000).toFixed(2))} s`;
