import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { policies, policyPassages, policyVersions } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { authFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { textDocxBytes, textPdfBytes } from '../../test-support/text-documents';
import { resolveSession } from '../auth/auth.service';
import {
  addPolicy,
  deletePolicy,
  ensurePolicyPassages,
  replacePolicyFile,
  searchPolicyPassages,
} from './policies.service';

// The policies' text is cut into passages and searched: the HR assistant answers questions from the
// current version of each policy. The demo's four policies are the corpus.
const testApp = useTestApp();

const employeeAuth = async () => (await authFor(testApp, DEMO_EMPLOYEE_EMAIL)).auth;
const adminAuth = async () => (await authFor(testApp, DEMO_ADMIN_EMAIL)).auth;

const passagesOf = (policyName: string) =>
  testApp.db
    .select({ version: policyVersions.version, heading: policyPassages.heading, text: policyPassages.text })
    .from(policyPassages)
    .innerJoin(policyVersions, eq(policyVersions.id, policyPassages.policyVersionId))
    .innerJoin(policies, eq(policies.id, policyVersions.policyId))
    .where(eq(policies.name, policyName))
    .orderBy(asc(policyVersions.version), asc(policyPassages.position));

const countPassages = async () =>
  (await testApp.db.select({ total: count() }).from(policyPassages))[0]?.total;

describe('policy passages', () => {
  it.each([
    [
      'Leave Policy',
      [
        '1. Purpose and scope',
        '2. Paid leave',
        '3. Applying for leave',
        '4. Approval',
        '5. Public holidays',
        '6. Leaving the company',
      ],
    ],
    [
      'Remote Work Policy',
      [
        '1. Purpose',
        '2. Eligibility and frequency',
        '3. Working hours and availability',
        '4. Workspace and equipment',
        '5. Expenses',
        '6. Changes and withdrawal',
      ],
    ],
  ])('cut the demo’s %s at its headings', async (name, headings) => {
    const passages = await passagesOf(name);
    expect(passages.map((passage) => passage.heading)).toEqual(headings);
  });

  it('join a PDF’s wrapped lines and leave its page footers out', async () => {
    const [, paid] = await passagesOf('Leave Policy');
    expect(paid?.text).toContain(
      'For more than 2 consecutive days of illness, upload a medical certificate to your documents when you return.',
    );
    const all = (await passagesOf('Leave Policy')).map((passage) => passage.text).join('\n');
    expect(all).not.toMatch(/page \d of \d/);
  });

  it('are written with each version and go with it', async () => {
    const auth = await adminAuth();
    const added = await addPolicy(
      testApp,
      auth,
      { fileName: 'Travel Policy.docx', bytes: await textDocxBytes('Booking', ['Book trains through HR.']) },
      {},
    );
    expect(await passagesOf('Travel Policy')).toEqual([
      { version: 1, heading: 'Booking', text: 'Book trains through HR.' },
    ]);
    await replacePolicyFile(testApp, auth, added.id, {
      fileName: 'Travel Policy.pdf',
      bytes: await textPdfBytes([['Booking', 'Book flights through HR.']]),
    });
    expect(await passagesOf('Travel Policy')).toEqual([
      { version: 1, heading: 'Booking', text: 'Book trains through HR.' },
      { version: 2, heading: 'Booking', text: 'Book flights through HR.' },
    ]);
    await deletePolicy(testApp, auth, added.id);
    expect(await passagesOf('Travel Policy')).toEqual([]);
  });

  it('are filled in at start-up for versions that have none, once', async () => {
    const before = await countPassages();
    await testApp.db.delete(policyPassages);
    expect(await ensurePolicyPassages(testApp.db)).toBe(4);
    expect(await countPassages()).toBe(before);
    expect(await ensurePolicyPassages(testApp.db)).toBe(0);
    expect(await countPassages()).toBe(before);
    const [best] = await searchPolicyPassages(testApp, await employeeAuth(), 'password');
    expect(best?.heading).toBe('2. Passwords and accounts');
  });
});

describe('searchPolicyPassages', () => {
  it.each([
    ['How many days can I work remotely?', 'Remote Work Policy', '2. Eligibility and frequency'],
    ['can I wfh on friday', 'Remote Work Policy', '2. Eligibility and frequency'],
    ['is there a work from home allowance', 'Remote Work Policy', '5. Expenses'],
    ['how do I report harassment', 'Code of Conduct', '2. Respect at work'],
    ['can i accept a gift from a customer', 'Code of Conduct', '3. Honesty and conflicts of interest'],
    ['sick leave medical certificate', 'Leave Policy', '2. Paid leave'],
    ['can i carry forward unused vacation', 'Leave Policy', '2. Paid leave'],
    ['half day leave', 'Leave Policy', '3. Applying for leave'],
    ['notice period', 'Leave Policy', '6. Leaving the company'],
    ['password rules', 'IT Security Policy', '2. Passwords and accounts'],
    ['phishing email', 'IT Security Policy', '4. E-mail and phishing'],
    ['how do I report a lost laptop', 'IT Security Policy', '6. Reporting incidents'],
    // "3" is no word of the heading "3. Applying for leave".
    ['sick for 3 days', 'Leave Policy', '2. Paid leave'],
    ['by what time should I report sickness', 'Leave Policy', '3. Applying for leave'],
  ])('finds %j in the %s, under %j', async (question, policyName, heading) => {
    const [best] = await searchPolicyPassages(testApp, await employeeAuth(), question);
    expect(best).toMatchObject({ policyName, heading, version: 1 });
  });

  it('gives the passage, the words found marked, its rank and how much of the question it covers', async () => {
    const matches = await searchPolicyPassages(testApp, await employeeAuth(), 'password manager');
    const [best] = matches;
    expect(best).toMatchObject({
      policyName: 'IT Security Policy',
      heading: '2. Passwords and accounts',
      coverage: 1,
    });
    expect(best?.text).toMatch(/^Use a password of at least 12 characters/);
    expect(best?.markedText).toContain('A **password** **manager** approved by IT');
    expect(best?.markedContext).toBe('**Passwords** and accounts IT Security Policy');
    expect(best?.searchedWeight).toBe(3);
    expect(best?.rank).toBeGreaterThan(0);
    expect(best?.rank).toBeLessThan(1);
    // Best first: what covers more of the question, then the closer match.
    const order = matches.map((match) => [-match.coverage, -match.rank]);
    expect(order).toEqual([...order].sort(([a = 0, b = 0], [c = 0, d = 0]) => a - c || b - d));
  });

  it.each([
    ['an empty question', ''],
    ['only spaces', '   '],
    ['only stop words', 'the and of'],
    ['words no policy has', 'submarine'],
  ])('finds nothing for %s', async (_, question) => {
    expect(await searchPolicyPassages(testApp, await employeeAuth(), question)).toEqual([]);
  });

  it('reads only the current version of each policy', async () => {
    const auth = await adminAuth();
    const [remote] = await searchPolicyPassages(testApp, auth, 'internet');
    expect(remote?.policyName).toBe('Remote Work Policy');
    await replacePolicyFile(testApp, auth, remote?.policyId ?? '', {
      fileName: 'Remote Work Policy v2.pdf',
      bytes: await textPdfBytes([
        ['Remote Work Policy', 'Working from home is paused during the office move.'],
      ]),
    });
    expect(await searchPolicyPassages(testApp, auth, 'internet')).toEqual([]);
    expect(await searchPolicyPassages(testApp, auth, 'paused')).toEqual([
      expect.objectContaining({ policyId: remote?.policyId, version: 2, heading: 'Remote Work Policy' }),
    ]);
  });

  it('never reads another organisation’s policies', async () => {
    const other = await signUpOtherOrganization(testApp);
    const session = await resolveSession(testApp, other.cookie.replace('pulse_session=', ''));
    if (!session) throw new Error('no session');
    expect(await searchPolicyPassages(testApp, session.auth, 'How many days can I work remotely?')).toEqual(
      [],
    );
  });
});
