import { describe, expect, it } from 'vitest';
import { authFor, useReadOnlyTestApp } from '../../test-support/test-app';
import type { Intent } from './assistant-intent';
import { withNamedColleague } from './named-colleague';

const testApp = useReadOnlyTestApp();

const FRIDAY = { from: '2026-02-27', to: '2026-02-27' };
const hoursOnFriday: Intent = { kind: 'hours-tracked', range: FRIDAY };

const reread = async (asked: string, intent: Intent) => {
  const { auth } = await authFor(testApp, 'admin@demo.pulse');
  const now = testApp.clock.now();
  return withNamedColleague({ deps: testApp, auth, now }, asked, intent, {
    now,
    timeZone: auth.organization.timeZone,
    roleId: auth.roleId,
  });
};

describe('a question read as the asker’s own that names a colleague', () => {
  it('is about that colleague, for the same period', async () => {
    expect(await reread('How many hours did priya nair put in on Friday?', hoursOnFriday)).toEqual({
      kind: 'about-person',
      person: 'priya nair',
      subject: 'activity',
      range: FRIDAY,
    });
  });

  it('is about a colleague named by the first name alone', async () => {
    expect(await reread('How many hours did Priya put in on Thursday?', hoursOnFriday)).toEqual({
      kind: 'about-person',
      person: 'Priya',
      subject: 'activity',
      range: FRIDAY,
    });
  });

  it('is not answered when it names two colleagues or asks what ProBot cannot tell of one', async () => {
    expect(await reread('Farah Khan and Vikram Singh hours on Friday?', hoursOnFriday)).toEqual({
      kind: 'unknown',
    });
    // The first name follows a word that is no name ("Compare").
    expect(await reread('Compare Farah Khan and Vikram Singh: hours on Friday?', hoursOnFriday)).toEqual({
      kind: 'unknown',
    });
    expect(await reread('Karan Malhotra manual time requests?', { kind: 'my-manual-time' })).toEqual({
      kind: 'unknown',
    });
  });

  it('stays the asker’s own when the words are nobody in the organisation, or the asker is named', async () => {
    expect(await reread('Friday ko kitne baje aaya tha?', hoursOnFriday)).toEqual(hoursOnFriday);
    expect(await reread('How many hours did I log with Priya Nair on Friday?', hoursOnFriday)).toEqual(
      hoursOnFriday,
    );
  });
});
