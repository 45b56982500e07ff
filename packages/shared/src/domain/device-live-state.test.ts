import { describe, expect, it } from 'vitest';
import {
  deviceLiveState,
  employeeLiveState,
  isHeartbeatWorthWriting,
  isOlderVersion,
  type LiveState,
  type StoredHeartbeat,
  stateOfHeartbeat,
} from './device-live-state';

const NOW = new Date('2026-03-02T09:00:00Z');
const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('deviceLiveState', () => {
  it.each<[LiveState, number, LiveState]>([
    ['tracking', 0, 'tracking'],
    ['tracking', 179, 'tracking'],
    ['tracking', 180, 'offline'],
    ['idle', 120, 'idle'],
    ['paused', 179, 'paused'],
    ['paused', 600, 'offline'],
    ['offline', 0, 'offline'],
  ])('%s, heard %i s ago → %s', (state, silentSeconds, shown) => {
    expect(deviceLiveState({ state, heartbeatAt: secondsBefore(silentSeconds) }, NOW)).toBe(shown);
  });

  it('shows a stopping agent offline at once', () => {
    expect(stateOfHeartbeat('stopped')).toBe('offline');
    expect(stateOfHeartbeat('idle')).toBe('idle');
  });
});

describe('employeeLiveState', () => {
  it.each<[LiveState[], LiveState]>([
    [[], 'offline'],
    [['offline'], 'offline'],
    [['offline', 'paused'], 'paused'],
    [['paused', 'idle'], 'idle'],
    [['idle', 'tracking', 'paused'], 'tracking'],
    [['offline', 'tracking'], 'tracking'],
  ])('%j → %s', (states, shown) => {
    expect(employeeLiveState(states)).toBe(shown);
  });
});

describe('isHeartbeatWorthWriting', () => {
  const stored: StoredHeartbeat = {
    state: 'tracking',
    heartbeatAt: secondsBefore(30),
    agentVersion: '1.0.0',
    capabilities: '{}',
  };
  const incoming = { ...stored, heartbeatAt: NOW };

  it.each<[string, StoredHeartbeat | undefined, StoredHeartbeat, boolean]>([
    ['the first heartbeat', undefined, incoming, true],
    ['nothing new within a minute', stored, incoming, false],
    ['a new state', stored, { ...incoming, state: 'idle' }, true],
    ['a new version', stored, { ...incoming, agentVersion: '1.1.0' }, true],
    ['new capabilities', stored, { ...incoming, capabilities: '{"idle":false}' }, true],
    ['nothing new, a minute later', { ...stored, heartbeatAt: secondsBefore(60) }, incoming, true],
  ])('%s → %s', (_case, before, next, expected) => {
    expect(isHeartbeatWorthWriting(before, next)).toBe(expected);
  });
});

describe('isOlderVersion', () => {
  it.each<[string, string, boolean]>([
    ['1.0.0', '1.0.0', false],
    ['0.9.9', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.10.0', '1.9.0', false],
    ['1.2.0-beta.1', '1.2.0', true],
    ['1.2.0', '1.2.0-beta.1', false],
    ['1.2.0-beta.2', '1.2.0-beta.10', true],
    ['1.2.0+build.7', '1.2.0', false],
    ['not a version', '1.0.0', true],
  ])('%s against minimum %s → %s', (version, minimum, expected) => {
    expect(isOlderVersion(version, minimum)).toBe(expected);
  });
});
