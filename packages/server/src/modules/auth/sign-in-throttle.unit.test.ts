import { describe, expect, it } from 'vitest';
import {
  type FailureWindow,
  MAX_DEVICE_FAILURES,
  MAX_FAILED_ACCOUNTS_PER_ADDRESS,
  MAX_UNTRUSTED_FAILURES,
  refuseDevice,
  refuseUntrusted,
  untrustedDelayMs,
} from './sign-in-throttle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const now = new Date('2026-03-02T09:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const window = (count: number, oldestAgoMs = 10 * MINUTE, latestAgoMs = 0): FailureWindow => ({
  count,
  oldestAt: count === 0 ? null : ago(oldestAgoMs),
  latestAt: count === 0 ? null : ago(latestAgoMs),
});

describe('untrustedDelayMs', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 15 * SECOND],
    [6, 30 * SECOND],
    [7, MINUTE],
    [8, 2 * MINUTE],
    [9, 4 * MINUTE],
    [10, 5 * MINUTE],
    [40, 5 * MINUTE],
  ])('after %i failures waits %i ms', (failures, delayMs) => {
    expect(untrustedDelayMs(failures)).toBe(delayMs);
  });
});

describe('refuseUntrusted', () => {
  it.each([
    ['a fresh account', window(0), window(0), null],
    ['four quick typos', window(4), window(1), null],
    [
      'five failures, the latest just now',
      window(5),
      window(1),
      { reason: 'slowed-down', retryAfterMs: 15 * SECOND },
    ],
    [
      'five failures, the latest 10 s ago',
      window(5, MINUTE, 10 * SECOND),
      window(1),
      { reason: 'slowed-down', retryAfterMs: 5 * SECOND },
    ],
    ['five failures, the latest 15 s ago', window(5, MINUTE, 15 * SECOND), window(1), null],
    ['nine failures, the latest 4 min ago', window(9, 10 * MINUTE, 4 * MINUTE), window(1), null],
    [
      `${MAX_UNTRUSTED_FAILURES} failures, the oldest 10 min ago`,
      window(MAX_UNTRUSTED_FAILURES, 10 * MINUTE, MINUTE),
      window(1),
      { reason: 'account-locked', retryAfterMs: 5 * MINUTE },
    ],
    [
      `an address that failed on ${MAX_FAILED_ACCOUNTS_PER_ADDRESS} accounts`,
      window(0),
      window(MAX_FAILED_ACCOUNTS_PER_ADDRESS, 14 * MINUTE),
      { reason: 'address-locked', retryAfterMs: MINUTE },
    ],
    [
      'an address one account short of the limit',
      window(0),
      window(MAX_FAILED_ACCOUNTS_PER_ADDRESS - 1),
      null,
    ],
  ] as const)('%s → %j', (_case, account, address, expected) => {
    expect(refuseUntrusted(account, address, now)).toEqual(expected);
  });
});

describe('refuseDevice', () => {
  it.each([
    [MAX_DEVICE_FAILURES - 1, null],
    [MAX_DEVICE_FAILURES, { reason: 'device-locked', retryAfterMs: 5 * MINUTE }],
  ])('%i failures → %j', (failures, expected) => {
    expect(refuseDevice(window(failures), now)).toEqual(expected);
  });
});
