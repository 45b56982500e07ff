import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import type { TrackerHeartbeatBody } from '@pulse/shared/contracts/tracker-status';
import { describe, expect, it } from 'vitest';
import { TrackerApiError } from './api/tracker-client';
import { createHeartbeat, observedStateOf, type RunningState } from './heartbeat';

const interval = (kind: TrackerInterval['kind'], second: number, durationSeconds: number): TrackerInterval =>
  kind === 'focus'
    ? {
        kind,
        startedAt: `2026-03-02T09:00:${String(second).padStart(2, '0')}Z`,
        durationSeconds,
        app: 'Editor',
        title: '',
      }
    : { kind, startedAt: `2026-03-02T09:00:${String(second).padStart(2, '0')}Z`, durationSeconds };

describe('observedStateOf', () => {
  it.each<[string, TrackerInterval[], RunningState | null]>([
    ['nothing captured', [], null],
    ['working to the end', [interval('away', 0, 30), interval('focus', 30, 30)], 'tracking'],
    ['away at the end', [interval('focus', 0, 30), interval('away', 30, 30)], 'idle'],
    ['active (input without a window)', [interval('active', 0, 60)], 'tracking'],
    [
      'paused at the end: the pause file says so',
      [interval('focus', 0, 30), interval('paused', 30, 30)],
      null,
    ],
  ])('%s → %s', (_case, intervals, expected) => {
    expect(observedStateOf(intervals)).toBe(expected);
  });
});

// A fake server and a clock the test moves: every heartbeat sent, and the answer it gets.
const setUp = (options: { minimum?: string; version?: string } = {}) => {
  const sent: TrackerHeartbeatBody[] = [];
  const lines: string[] = [];
  const clock = { now: 0 };
  let state: RunningState = 'tracking';
  let failure: Error | null = null;
  const heartbeat = createHeartbeat({
    client: {
      heartbeat: async (body) => {
        if (failure) throw failure;
        sent.push(body);
        const isUpdateRequired = options.version === '0.9.0';
        return {
          receivedAt: '2026-03-02T09:00:00.000Z',
          heartbeatSeconds: 60,
          minimumAgentVersion: options.minimum ?? '1.0.0',
          isUpdateRequired,
        };
      },
    },
    readState: async () => state,
    readCapabilities: async () => null,
    timer: { now: () => clock.now, sleep: async () => {} },
    agentVersion: options.version ?? '1.0.0',
    log: (line) => lines.push(line),
  });
  return {
    heartbeat,
    sent,
    lines,
    states: () => sent.map((body) => body.state),
    at: (seconds: number) => {
      clock.now = seconds * 1000;
    },
    become: (next: RunningState) => {
      state = next;
    },
    fail: (error: Error | null) => {
      failure = error;
    },
  };
};

describe('the agent’s heartbeat', () => {
  it('is sent at the start, every minute, and at once when the state changes', async () => {
    const { heartbeat, states, at, become } = setUp();
    await heartbeat.check();
    at(30);
    await heartbeat.check();
    expect(states()).toEqual(['tracking']);
    at(35);
    become('idle');
    await heartbeat.check();
    at(60);
    await heartbeat.check();
    expect(states()).toEqual(['tracking', 'idle']);
    at(95);
    await heartbeat.check();
    expect(states()).toEqual(['tracking', 'idle', 'idle']);
  });

  it('says "stopped" when the agent quits', async () => {
    const { heartbeat, states } = setUp();
    const stop = new AbortController();
    const running = heartbeat.run(stop.signal);
    stop.abort();
    await running;
    expect(states()).toEqual(['tracking', 'stopped']);
  });

  it('waits a minute after a failure, says it once, and says when it works again', async () => {
    const { heartbeat, states, lines, at, become, fail } = setUp();
    fail(new TypeError('fetch failed'));
    await heartbeat.check();
    at(5);
    become('paused');
    await heartbeat.check();
    expect(lines).toEqual(['heartbeat failed (fetch failed); trying again in a minute']);
    fail(null);
    at(59);
    await heartbeat.check();
    expect(states()).toEqual([]);
    at(60);
    await heartbeat.check();
    expect(states()).toEqual(['paused']);
    expect(lines.at(-1)).toBe('heartbeat works again');
  });

  it('stops on a 401 without saying "stopped" (the upload loop tells the employee to sign in)', async () => {
    const { heartbeat, states, fail } = setUp();
    fail(new TrackerApiError(401, 'This tracker is not signed in. Sign in again.'));
    await heartbeat.run(new AbortController().signal);
    expect(states()).toEqual([]);
  });

  it('tells an agent older than the server’s minimum to update, once', async () => {
    const { heartbeat, lines, at } = setUp({ version: '0.9.0' });
    await heartbeat.check();
    at(60);
    await heartbeat.check();
    expect(lines).toEqual([
      "This tracker (0.9.0) is older than the server's minimum version 1.0.0: install the new version from the Tracker page of Pulse.",
    ]);
  });
});
