// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-href';

const SENDER = { id: '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01', name: 'Nia Newcomer' };

describe('notificationHref', () => {
  it.each([
    [
      'an employee single sign-on created',
      'employee-provisioned',
      SENDER,
      `/dashboard/add-employee/${SENDER.id}`,
    ],
    ['one without its sender', 'employee-provisioned', null, '/dashboard/leaves'],
    ['a leave', 'applied', SENDER, '/dashboard/leaves'],
    ['a timesheet', 'timesheet-submitted', SENDER, '/dashboard/leaves'],
  ] as const)('%s', (_case, event, sentBy, href) => {
    expect(notificationHref({ event, sentBy })).toBe(href);
  });
});
