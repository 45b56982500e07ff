import { describe, expect, it } from 'vitest';
import { LEAVE_EVENTS, leaveNotificationDescriptions, NOTIFICATION_ROLE } from './leave-notifications';

const base = {
  applicantName: 'Rahul Mehta',
  actorName: 'Asha Verma',
  fromDate: '2026-03-12',
  toDate: '2026-03-13',
};

describe('leaveNotificationDescriptions (spec B §3: one text per recipient role)', () => {
  it('applied: the manager, the applier and the admins each read their own sentence', () => {
    expect(leaveNotificationDescriptions({ event: 'applied', ...base })).toEqual({
      [NOTIFICATION_ROLE.manager]: 'Rahul Mehta applied to you for leave from 12-Mar-2026 to 13-Mar-2026.',
      [NOTIFICATION_ROLE.applier]: 'You applied for leave from 12-Mar-2026 to 13-Mar-2026.',
      [NOTIFICATION_ROLE.admin]: 'Rahul Mehta applied for leave from 12-Mar-2026 to 13-Mar-2026.',
    });
  });

  it.each([
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['cancelled', 'cancelled'],
    ['marked-present', 'marked present'],
  ] as const)('%s names the actor and the verb', (event, verb) => {
    expect(leaveNotificationDescriptions({ event, ...base })).toEqual({
      1: `Asha Verma ${verb} the leave of Rahul Mehta from 12-Mar-2026 to 13-Mar-2026.`,
      2: `Asha Verma ${verb} your leave from 12-Mar-2026 to 13-Mar-2026.`,
      3: `Asha Verma ${verb} the leave of Rahul Mehta from 12-Mar-2026 to 13-Mar-2026.`,
    });
  });

  it.each(LEAVE_EVENTS)('%s on a single day says "on"', (event) => {
    const descriptions = leaveNotificationDescriptions({ event, ...base, toDate: base.fromDate });
    for (const text of Object.values(descriptions)) {
      expect(text).toContain('on 12-Mar-2026.');
      expect(text).not.toMatch(/ to \d/);
    }
  });

  it('uses the role codes of spec B §3 IsManager', () => {
    expect(NOTIFICATION_ROLE).toEqual({ manager: 1, applier: 2, admin: 3 });
  });
});
