import type { AgentLock } from '../agent-lock';
import { describePause, type PauseSpan } from '../capture/pause-spans';
import { localDayAndTime, localTime } from '../local-time';

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// The State line of `status`: whether an agent runs on this computer (its lock is live), and what it
// does: tracking, paused, or waiting for the simulated working day. Without a running agent nothing is
// tracked, whatever a pause says.
export const describeAgentState = (
  running: AgentLock | null,
  spans: readonly PauseSpan[],
  now: Date,
  timeZone?: string,
) => {
  const pause = describePause(spans, now, timeZone);
  const isPaused = pause !== 'Tracking';
  if (!running)
    return isPaused
      ? `Signed in, not running; ${lowerFirst(pause)}`
      : 'Signed in, not running (`pulse-tracker run` starts the agent, `pulse-tracker install` at every login)';
  const since = localTime(new Date(running.startedAt), now, timeZone);
  if (running.capture === null) return `Signing out (pid ${running.pid}, since ${since})`;
  const agent = `Running (pid ${running.pid}, since ${since}, ${running.capture} capture)`;
  if (isPaused) return `${agent}: ${lowerFirst(pause)}`;
  const quiet = running.quiet;
  if (quiet && now.getTime() < Date.parse(quiet.until))
    return `${agent}: nothing to capture until ${localDayAndTime(new Date(quiet.until), timeZone)} (${quiet.reason})`;
  return `${agent}: tracking`;
};
