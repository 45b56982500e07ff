import { describe, expect, it } from 'vitest';
import {
  decideAfterExit,
  EX_CONFIG,
  exitStatusOf,
  formatSeconds,
  RESTART_POLICY,
} from './restart-policy.mjs';

const crash = { code: 1, signal: null, isStopRequested: false, ranForMs: 5_000 };

describe('decideAfterExit', () => {
  it.each([
    // [case, exit, expected decision]
    ['the first crash', { ...crash, streak: 0 }, { action: 'restart', delayMs: 1000, streak: 1 }],
    ['the second crash in a row', { ...crash, streak: 1 }, { action: 'restart', delayMs: 2000, streak: 2 }],
    ['the third', { ...crash, streak: 2 }, { action: 'restart', delayMs: 4000, streak: 3 }],
    ['the fifth', { ...crash, streak: 4 }, { action: 'restart', delayMs: 16_000, streak: 5 }],
    ['the sixth: capped at 30 s', { ...crash, streak: 5 }, { action: 'restart', delayMs: 30_000, streak: 6 }],
    [
      'the twentieth: still 30 s',
      { ...crash, streak: 19 },
      { action: 'restart', delayMs: 30_000, streak: 20 },
    ],
    [
      'a crash after 59.9 s of running keeps the streak',
      { ...crash, ranForMs: 59_900, streak: 3 },
      { action: 'restart', delayMs: 8000, streak: 4 },
    ],
    [
      'a crash after a minute of running starts a new streak',
      { ...crash, ranForMs: 60_000, streak: 5 },
      { action: 'restart', delayMs: 1000, streak: 1 },
    ],
    [
      'a signal we did not send (the OOM killer)',
      { ...crash, code: null, signal: 'SIGKILL', streak: 0 },
      { action: 'restart', delayMs: 1000, streak: 1 },
    ],
    [
      'a database not reachable at start (exit code 1)',
      { ...crash, ranForMs: 10_200, streak: 2 },
      { action: 'restart', delayMs: 4000, streak: 3 },
    ],
    [
      'an invalid configuration',
      { ...crash, code: EX_CONFIG, streak: 0 },
      { action: 'exit', status: 78, isConfigurationError: true },
    ],
    ['exit code 0 that we did not ask for', { ...crash, code: 0, streak: 2 }, { action: 'exit', status: 0 }],
    [
      'a stop we asked for, shut down cleanly',
      { ...crash, code: 0, isStopRequested: true, streak: 0 },
      { action: 'exit', status: 0 },
    ],
    [
      'a stop we asked for, ended by the signal',
      { ...crash, code: null, signal: 'SIGINT', isStopRequested: true, streak: 0 },
      { action: 'exit', status: 130 },
    ],
    [
      'a stop we asked for, with a failing shutdown',
      { ...crash, code: 1, isStopRequested: true, streak: 3 },
      { action: 'exit', status: 1 },
    ],
  ])('%s', (_, exit, decision) => {
    expect(decideAfterExit(exit, RESTART_POLICY)).toEqual(decision);
  });
});

describe('exitStatusOf', () => {
  it.each([
    [0, null, 0],
    [1, null, 1],
    [78, null, 78],
    [null, 'SIGINT', 130],
    [null, 'SIGTERM', 143],
    [null, 'SIGKILL', 137],
  ])('code %s, signal %s → %s', (code, signal, status) => {
    expect(exitStatusOf(code, signal)).toBe(status);
  });
});

describe('formatSeconds', () => {
  it.each([
    [1000, '1 s'],
    [30_000, '30 s'],
    [250, '0.25 s'],
    [10, '0.01 s'],
  ])('%s ms → %s', (ms, text) => {
    expect(formatSeconds(ms)).toBe(text);
  });
});
