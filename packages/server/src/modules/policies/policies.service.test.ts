import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { multipartBody } from '../../test-support/file-fixtures';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { textPdfBytes } from '../../test-support/text-documents';
import { resolveSession } from '../auth/auth.service';
import { searchPolicyText } from './policies.service';

// The policies' text is searchable: the HR assistant answers questions from the current
// version of each policy. The demo's four policies are the corpus.
const testApp = useTestApp();

const authOf = async (cookieToken: string) => {
  const session = await resolveSession(testApp, cookieToken);
  if (!session) throw new Error('no session');
  return session.auth;
};

const employeeAuth = async () => authOf((await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).token);

describe('searchPolicyText', () => {
  it.each([
    ['work from home remotely', 'Remote Work Policy'],
    ['two-factor authentication password', 'IT Security Policy'],
    ['harassment complaint', 'Code of Conduct'],
    ['half day leave', 'Leave Policy'],
    ['"medical certificate"', 'Leave Policy'],
  ])('finds %j in the %s first', async (query, name) => {
    const [best] = await searchPolicyText(testApp, await employeeAuth(), query);
    expect(best?.name).toBe(name);
  });

  it('ranks, marks the words found and gives the whole text', async () => {
    const matches = await searchPolicyText(testApp, await employeeAuth(), 'VPN or password');
    expect(matches.map((match) => match.name)).toEqual(['IT Security Policy', 'Remote Work Policy']);
    const [first, second] = matches;
    expect(first?.rank).toBeGreaterThan(second?.rank ?? Number.POSITIVE_INFINITY);
    expect(first?.headline).toMatch(/\*\*password\*\*/i);
    expect(first?.text).toContain('IT Security Policy');
    expect(first).toMatchObject({ version: 1 });
  });

  it.each([
    ['an empty query', ''],
    ['only spaces', '   '],
    ['only stop words', 'the and of'],
    ['words no policy has', 'submarine'],
  ])('finds nothing for %s', async (_, query) => {
    expect(await searchPolicyText(testApp, await employeeAuth(), query)).toEqual([]);
  });

  it('reads only the current version of each policy', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const auth = await authOf(admin.token);
    const [remote] = await searchPolicyText(testApp, auth, 'internet allowance');
    expect(remote?.name).toBe('Remote Work Policy');
    const body = multipartBody([
      {
        field: 'file',
        name: 'Remote Work Policy v2.pdf',
        bytes: await textPdfBytes([
          ['Remote Work Policy', 'Working from home is paused during the office move.'],
        ]),
      },
    ]);
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/policies/${remote?.policyId}/file`,
      headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(await searchPolicyText(testApp, auth, 'internet allowance')).toEqual([]);
    expect(await searchPolicyText(testApp, auth, 'office move')).toEqual([
      expect.objectContaining({ policyId: remote?.policyId, version: 2 }),
    ]);
  });

  it('never reads another organisation’s policies', async () => {
    const other = await signUpOtherOrganization(testApp);
    const auth = await authOf(other.cookie.replace('pulse_session=', ''));
    expect(await searchPolicyText(testApp, auth, 'remotely')).toEqual([]);
  });
});
