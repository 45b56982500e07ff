import { describe, expect, it } from 'vitest';
import {
  DEVICE_AUTHORIZATION,
  type DeviceAuthorizationState,
  formatUserCode,
  isAwaitingDecision,
  normalizeUserCode,
  type PollVerdict,
  pollVerdict,
  slowedInterval,
} from './device-authorization';

describe('user codes', () => {
  it.each<[string, string | null]>([
    ['BCDF-GHJK', 'BCDFGHJK'],
    ['bcdf-ghjk', 'BCDFGHJK'],
    ['BCDFGHJK', 'BCDFGHJK'],
    [' bcdf ghjk ', 'BCDFGHJK'],
    ['B-C-D-F-G-H-J-K', 'BCDFGHJK'],
    // A vowel, a digit or a letter left out of the alphabet is no code.
    ['BCDF-GHJA', null],
    ['BCDF-GHJ1', null],
    ['BCDF-GHJY', null],
    ['BCDF-GHJ', null],
    ['BCDF-GHJKL', null],
    ['', null],
    ['BCDF_GHJK', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeUserCode(typed)).toBe(expected);
  });

  it('is shown as two groups of four', () => {
    expect(formatUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
  });
});

describe('what a poll gets', () => {
  const created = new Date('2026-03-02T09:00:00Z');
  const at = (seconds: number) => new Date(created.getTime() + seconds * 1000);
  const state = (overrides: Partial<DeviceAuthorizationState>): DeviceAuthorizationState => ({
    status: 'pending',
    expiresAt: at(DEVICE_AUTHORIZATION.expiresInSeconds),
    lastPolledAt: null,
    intervalSeconds: 5,
    ...overrides,
  });

  it.each<[string, Partial<DeviceAuthorizationState>, number, PollVerdict]>([
    ['first poll, still pending', {}, 5, 'authorization_pending'],
    ['first poll at once', {}, 0, 'authorization_pending'],
    ['polled again after the interval', { lastPolledAt: at(5) }, 10, 'authorization_pending'],
    ['polled again too soon', { lastPolledAt: at(5) }, 9, 'slow_down'],
    [
      'too soon after a slow_down grew the interval',
      { lastPolledAt: at(5), intervalSeconds: 10 },
      14,
      'slow_down',
    ],
    ['approved', { status: 'approved' }, 30, 'issue'],
    [
      'approved, polled too soon: the token all the same',
      { status: 'approved', lastPolledAt: at(29) },
      30,
      'issue',
    ],
    ['denied', { status: 'denied' }, 30, 'access_denied'],
    ['pending at the expiry', {}, 600, 'expired_token'],
    ['approved but collected after the expiry', { status: 'approved' }, 601, 'expired_token'],
    ['denied, then expired', { status: 'denied' }, 700, 'expired_token'],
    ['token already handed out', { status: 'consumed' }, 30, 'invalid_grant'],
    ['token handed out, then expired', { status: 'consumed' }, 700, 'invalid_grant'],
  ])('%s', (_name, overrides, secondsAfterCreation, expected) => {
    expect(pollVerdict(state(overrides), at(secondsAfterCreation))).toBe(expected);
  });

  it.each([
    [5, 10],
    [10, 15],
    [58, 60],
    [60, 60],
  ])('a slow_down grows %i s to %i s', (interval, expected) => {
    expect(slowedInterval(interval)).toBe(expected);
  });

  it.each<[string, Partial<DeviceAuthorizationState>, number, boolean]>([
    ['pending', {}, 10, true],
    ['pending at the expiry', {}, 600, false],
    ['approved', { status: 'approved' }, 10, false],
    ['denied', { status: 'denied' }, 10, false],
    ['consumed', { status: 'consumed' }, 10, false],
  ])('awaits a decision: %s → %s', (_name, overrides, secondsAfterCreation, expected) => {
    expect(isAwaitingDecision(state(overrides), at(secondsAfterCreation))).toBe(expected);
  });
});
