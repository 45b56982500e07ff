import { describe, expect, it } from 'vitest';
import { canResendInvitation, INVITATION_VALID_MS, invitationStatusOf } from './invitation-status';

const NOW = new Date('2026-11-29T10:00:00Z');
const later = new Date(NOW.getTime() + 1000);
const earlier = new Date(NOW.getTime() - 1000);

describe('invitationStatusOf', () => {
  it.each([
    ['no invitation', undefined, null],
    ['open, not yet expired', { acceptedAt: null, voidedAt: null, expiresAt: later }, 'invited'],
    ['open, expiring this instant', { acceptedAt: null, voidedAt: null, expiresAt: NOW }, 'expired'],
    ['open, expired', { acceptedAt: null, voidedAt: null, expiresAt: earlier }, 'expired'],
    ['accepted', { acceptedAt: earlier, voidedAt: null, expiresAt: later }, 'joined'],
    ['accepted, since expired', { acceptedAt: earlier, voidedAt: null, expiresAt: earlier }, 'joined'],
    ['voided (a password was given)', { acceptedAt: null, voidedAt: earlier, expiresAt: later }, null],
  ] as const)('%s → %s', (_name, latest, expected) => {
    expect(invitationStatusOf(latest, NOW)).toBe(expected);
  });

  it('lasts 7 days', () => {
    expect(INVITATION_VALID_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('canResendInvitation', () => {
  it.each([
    ['invited', true],
    ['expired', true],
    ['joined', false],
    [null, false],
  ] as const)('%s → %s', (status, expected) => {
    expect(canResendInvitation(status)).toBe(expected);
  });
});
