import { describe, expect, it } from 'vitest';
import type { AgentLock } from '../agent-lock';
import type { PauseSpan } from '../capture/pause-spans';
import { describeAgentState } from './describe-agent-state';

const now = new Date('2026-11-28T10:00:00Z');
const running: AgentLock = {
  pid: 4242,
  startedAt: '2026-11-28T08:55:00.000Z',
  capture: 'desktop',
  processStart: null,
};
const pausedUntil: PauseSpan[] = [{ from: '2026-11-28T09:30:00.000Z', until: '2026-11-28T11:00:00.000Z' }];
const quietUntilMonday = {
  ...running,
  capture: 'simulated' as const,
  quiet: { until: '2026-11-30T08:47:00.000Z', reason: 'Saturday is not a working day in the simulation' },
};

describe('the State line of status', () => {
  it.each([
    [
      'no agent: not tracking, whatever else',
      null,
      [],
      'UTC',
      'Signed in, not running (`pulse-tracker run` starts the agent, `pulse-tracker install` at every login)',
    ],
    ['no agent, and a pause', null, pausedUntil, 'UTC', 'Signed in, not running; paused until 11:00 UTC'],
    ['running', running, [], 'UTC', 'Running (pid 4242, since 08:55 UTC, desktop capture): tracking'],
    [
      'running, in another zone',
      running,
      [],
      'Asia/Kolkata',
      'Running (pid 4242, since 14:25 GMT+5:30, desktop capture): tracking',
    ],
    [
      'running, paused',
      running,
      pausedUntil,
      'Asia/Kolkata',
      'Running (pid 4242, since 14:25 GMT+5:30, desktop capture): paused until 16:30 GMT+5:30',
    ],
    [
      'running, the simulation off for the weekend',
      quietUntilMonday,
      [],
      'UTC',
      'Running (pid 4242, since 08:55 UTC, simulated capture): nothing to capture until Monday 2026-11-30 08:47 UTC (Saturday is not a working day in the simulation)',
    ],
    [
      'running, the weekend over',
      { ...quietUntilMonday, quiet: { ...quietUntilMonday.quiet, until: '2026-11-28T09:00:00.000Z' } },
      [],
      'UTC',
      'Running (pid 4242, since 08:55 UTC, simulated capture): tracking',
    ],
    ['logout at work', { ...running, capture: null }, [], 'UTC', 'Signing out (pid 4242, since 08:55 UTC)'],
  ] as const)('%s', (_, agent, spans, timeZone, expected) => {
    expect(describeAgentState(agent, spans, now, timeZone)).toBe(expected);
  });
});
