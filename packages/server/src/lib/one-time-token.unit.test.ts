import { describe, expect, it } from 'vitest';
import {
  isOneTimeTokenValid,
  issueOneTimeToken,
  ONE_TIME_TOKEN_MAX_LENGTH,
  parseOneTimeToken,
} from './one-time-token';

const NOW = new Date('2026-03-02T09:00:00Z');
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

describe('one-time tokens', () => {
  it('issues a new id and secret each time, keeps only the hash, and reads its own token back', () => {
    const first = issueOneTimeToken();
    const second = issueOneTimeToken();
    expect(first.token).not.toBe(second.token);
    expect(first.token.length).toBeLessThanOrEqual(ONE_TIME_TOKEN_MAX_LENGTH);
    const parsed = parseOneTimeToken(first.token);
    expect(parsed?.id).toBe(first.id);
    expect(first.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.token).not.toContain(first.secretHash);
  });

  it.each([
    ['no secret', (token: string) => token.split('.')[0] ?? ''],
    ['a cut-off secret', (token: string) => token.slice(0, -1)],
    ['an extra part', (token: string) => `${token}.x`],
    ['an id that is no UUID', (token: string) => token.replace(/^[0-9a-f]{8}/, 'zzzzzzzz')],
    ['nothing', () => ''],
  ])('refuses to parse %s', (_case, alter: (token: string) => string) => {
    expect(parseOneTimeToken(alter(issueOneTimeToken().token))).toBeNull();
  });

  const issued = issueOneTimeToken();
  const secret = parseOneTimeToken(issued.token)?.secret ?? '';
  const stored = { secretHash: issued.secretHash, expiresAt: minutes(30), usedAt: null };

  it.each([
    ['the right secret, unused, before expiry', true, stored, secret, NOW],
    ['a moment before expiry', true, stored, secret, minutes(29.99)],
    ['at expiry', false, stored, secret, minutes(30)],
    ['after expiry', false, stored, secret, minutes(31)],
    ['once used', false, { ...stored, usedAt: minutes(1) }, secret, minutes(2)],
    [
      "another token's secret",
      false,
      stored,
      parseOneTimeToken(issueOneTimeToken().token)?.secret ?? '',
      NOW,
    ],
    ['no stored row', false, undefined, secret, NOW],
  ])('%s: valid is %s', (_case, isValid, row, presented, now) => {
    expect(isOneTimeTokenValid(row, presented, now)).toBe(isValid);
  });
});
