import { paths } from '@pulse/shared/paths';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, signUpOtherOrganization, useTestApp } from '../../../test-support/test-app';
import { textDocxBytes } from '../../../test-support/text-documents';
import { resolveSession } from '../../auth/auth.service';
import { addPolicy, findPolicies } from '../../policies/policies.service';
import type { AnswerContext } from './answer';
import { answerPolicyQuestion, quoteOf } from './policy-answers';

// Policy questions answered from the demo's four policies (db/seed/demo-policies.ts): the passage
// quoted, the policy named and linked; a question asking for a fact answered by the sentence stating it.
const testApp = useTestApp();

const contextOf = async (email = DEMO_EMPLOYEE_EMAIL): Promise<AnswerContext> => {
  const { auth } = await authFor(testApp, email);
  return { deps: testApp, auth, now: testApp.clock.now() };
};

const ask = async (question: string, context?: AnswerContext) =>
  answerPolicyQuestion(context ?? (await contextOf()), { kind: 'policy', query: question });

const policyIdOf = async (name: string) => {
  const { items } = await findPolicies(testApp, (await contextOf()).auth);
  const policy = items.find((item) => item.name === name);
  if (!policy) throw new Error(`no policy named ${name}`);
  return policy.id;
};

describe('answerPolicyQuestion', () => {
  it('searches the clause that asks when the story before it finds nothing, and quotes the figure', async () => {
    const answer = await ask(
      'A vendor wants to send me a Diwali hamper, up to what value can I accept gifts?',
    );
    expect(answer?.text).toBe(
      'According to the Code of Conduct (3. Honesty and conflicts of interest): “Do not accept gifts, meals or hospitality worth more than INR 2,000 from customers or suppliers, and never accept cash. Report any offer above that limit to HR.”',
    );
  });

  it('answers how a rule counts with the sentence that states it', async () => {
    const answer = await ask('a half day leave is counted as how much?');
    expect(answer?.text).toBe(
      'According to the Leave Policy (3. Applying for leave): “A half day counts as 0.5 of a day.”',
    );
  });

  it('quotes the sentence that answers, names the policy and its section, and links it', async () => {
    const remoteId = await policyIdOf('Remote Work Policy');
    const answer = await ask('How many days can I work remotely?');
    expect(answer?.text).toBe(
      'According to the Remote Work Policy (2. Eligibility and frequency): “Employees who have completed their probation may work remotely up to 2 days a week.”',
    );
    const href = paths.companyPolicy.getHref(remoteId);
    expect(answer?.links).toEqual([{ label: 'Remote Work Policy', href }]);
    expect(answer?.sources).toEqual([
      {
        policyId: remoteId,
        policyName: 'Remote Work Policy',
        heading: '2. Eligibility and frequency',
        passage: expect.stringMatching(/^Employees who have completed their probation .* otherwise\.$/s),
        href,
      },
    ]);
  });

  it.each([
    ['How many days can I work remotely?', 'Remote Work Policy', 'up to 2 days a week'],
    ['can I wfh on fridays?', 'Remote Work Policy', 'up to 2 days a week'],
    ['how many days can i wrk from hom', 'Remote Work Policy', 'up to 2 days a week'],
    ['Working from home allowance', 'Remote Work Policy', 'internet allowance of INR 1,000 a month'],
    ['how do I report harassment', 'Code of Conduct', 'Complaints can be made to any committee member'],
    ['Who do I complain to about bullying?', 'Code of Conduct', 'Internal Committee'],
    ['Can I accept gifts from suppliers?', 'Code of Conduct', 'worth more than INR 2,000'],
    ['sick leave medical certificate', 'Leave Policy', 'upload a medical certificate'],
    ['What if I am ill for 3 days?', 'Leave Policy', 'upload a medical certificate'],
    ['Are unused vacation days carried forward?', 'Leave Policy', 'not carried forward to the next year'],
    ['How long is maternity leave?', 'Leave Policy', 'Maternity leave of 26 weeks'],
    ['password rules', 'IT Security Policy', 'at least 12 characters'],
    ['what do I do if my laptop is stolen', 'IT Security Policy', 'extension 4357'],
    ['suspicious emails', 'IT Security Policy', 'forward the message to security@demo.pulse'],
  ])('%j → the %s: “…%s…”', async (question, policyName, fact) => {
    const answer = await ask(question);
    expect(answer?.text).toMatch(new RegExp(`^According to the ${policyName} \\(.+\\): “`));
    expect(answer?.text).toContain(fact);
    expect(answer?.links[0]).toEqual({
      label: policyName,
      href: paths.companyPolicy.getHref(await policyIdOf(policyName)),
    });
  });

  // Questions written from the policy texts, asked as people ask them: a number with its unit, a time
  // of day, a date, or what one may or must do. The answer is the sentence that states it.
  it.each([
    [
      'What is the minimum length of a password?',
      'IT Security Policy (2. Passwords and accounts)',
      'Use a password of at least 12 characters for every company account, and a different one for each. A password manager approved by IT is provided for this.',
    ],
    [
      'How much may a gift from a supplier be worth?',
      'Code of Conduct (3. Honesty and conflicts of interest)',
      'Do not accept gifts, meals or hospitality worth more than INR 2,000 from customers or suppliers, and never accept cash. Report any offer above that limit to HR.',
    ],
    [
      'By what time should I report sick leave?',
      'Leave Policy (3. Applying for leave)',
      'Unplanned leave, such as sick leave, is applied for on the day, before 10:00 where possible, and your manager is told by phone or chat as well.',
    ],
    [
      'After how many days of illness do I need a medical certificate?',
      'Leave Policy (2. Paid leave)',
      'For more than 2 consecutive days of illness, upload a medical certificate to your documents when you return.',
    ],
    [
      'How much notice do I get before I must come to the office on a remote day?',
      'Remote Work Policy (6. Changes and withdrawal)',
      'A manager may ask an employee to come to the office on a planned remote day when the work needs it, with at least one day of notice.',
    ],
    [
      'How long do managers take to decide on a leave request?',
      'Leave Policy (4. Approval)',
      'Managers decide on a request within 2 working days.',
    ],
    [
      'When is the list of public holidays published?',
      'Leave Policy (5. Public holidays)',
      'The list of public holidays for the year is published in Pulse under Leaves before 1 January.',
    ],
    [
      'How much is the internet allowance?',
      'Remote Work Policy (5. Expenses)',
      'Employees who work remotely at least one day a week receive an internet allowance of INR 1,000 a month with their salary.',
    ],
    [
      'Can I share my password with IT staff?',
      'IT Security Policy (2. Passwords and accounts)',
      'Never share your password, not even with IT staff.',
    ],
    [
      'Do I need a medical certificate after 3 days of illness?',
      'Leave Policy (2. Paid leave)',
      'For more than 2 consecutive days of illness, upload a medical certificate to your documents when you return.',
    ],
    [
      'Can I keep work files on a USB drive?',
      'IT Security Policy (5. Data handling)',
      'Store work files in the company cloud storage, never on USB drives or personal cloud accounts.',
    ],
    [
      'Are holidays inside a leave period counted as leave days?',
      'Leave Policy (5. Public holidays)',
      'Holidays that fall inside a leave period are not counted as leave days.',
    ],
    [
      'Can I read work e-mail on my personal phone?',
      'IT Security Policy (3. Devices)',
      'Personal devices may be used for e-mail and chat through the approved apps only, with a screen lock set.',
    ],
  ])('%j → the %s: “%s”', async (question, where, sentence) => {
    const answer = await ask(question);
    expect(answer?.text).toBe(`According to the ${where}: “${sentence}”`);
    const policyName = where.replace(/ \(.*$/, '');
    expect(answer?.links).toEqual([
      { label: policyName, href: paths.companyPolicy.getHref(await policyIdOf(policyName)) },
    ]);
    expect(answer?.sources.map((source) => source.passage)).toEqual([expect.stringContaining(sentence)]);
  });

  it('says plainly that the policies do not state a figure asked for, and links the closest section', async () => {
    // The Leave Policy names the notice period but never says how long it is.
    const answer = await ask('How long is the notice period?');
    expect(answer?.text).toBe(
      'No relevant answer found: the company policies do not state that. The closest section is the Leave Policy (6. Leaving the company).',
    );
    expect(answer?.links).toEqual([
      { label: 'Leave Policy', href: paths.companyPolicy.getHref(await policyIdOf('Leave Policy')) },
    ]);
    expect(answer?.sources.map((source) => source.heading)).toEqual(['6. Leaving the company']);
  });

  it.each([
    ['what is the weather today'],
    ['who won the match'],
    ['tell me a joke'],
    ['what is the capital of France?'],
    ['team lunch'],
    ['book a meeting room'],
    ['what is the dress code'],
    ['what time is the team lunch'],
    ['how long is the lunch break'],
  ])('finds no answer to %j', async (question) => {
    expect(await ask(question)).toBeNull();
  });

  it('quotes a second policy that answers as closely', async () => {
    await addPolicy(
      testApp,
      (await contextOf(DEMO_ADMIN_EMAIL)).auth,
      {
        fileName: 'Hybrid Work Guide.docx',
        bytes: await textDocxBytes('Remote days', ['Employees may work remotely up to 2 days a week.']),
      },
      {},
    );
    const answer = await ask('How many days can I work remotely?');
    expect(answer?.text.split('\n\n')).toEqual([
      expect.stringMatching(/^According to the Remote Work Policy \(2\. Eligibility and frequency\): “/),
      'The Hybrid Work Guide (Remote days) also says: “Employees may work remotely up to 2 days a week.”',
    ]);
    expect(answer?.links.map((link) => link.label)).toEqual(['Remote Work Policy', 'Hybrid Work Guide']);
    expect(answer?.sources.map((source) => source.policyName)).toEqual([
      'Remote Work Policy',
      'Hybrid Work Guide',
    ]);
  });

  it('finds nothing of the demo’s policies for another organisation', async () => {
    const other = await signUpOtherOrganization(testApp);
    const session = await resolveSession(testApp, other.cookie.replace('pulse_session=', ''));
    if (!session) throw new Error('no session');
    const context = { deps: testApp, auth: session.auth, now: testApp.clock.now() };
    expect(await ask('How many days can I work remotely?', context)).toBeNull();
  });
});

describe('quoteOf', () => {
  const sentence = (words: string) => `${words} ${'and so on '.repeat(11).trim()}.`;
  const long = (words: string) => `${words} ${'and so on '.repeat(25).trim()}.`;
  it.each([
    [
      'a short passage, whole, its paragraphs run together',
      'First **rule**.\n\nSecond rule.',
      'First rule. Second rule.',
    ],
    [
      'the sentence holding most of the words found, then those adding words, in order, with … between',
      [
        sentence('One'),
        sentence('Two **leave** **days**'),
        sentence('Three'),
        sentence('Four **notice**'),
        sentence('Five **Leaves**'),
      ].join(' '),
      `${sentence('Two leave days')} … ${sentence('Four notice')}`,
    ],
    [
      'the sentence with the rarer word when only one fits',
      [long('One **leave**'), long('Two **leave**'), long('Three **bereavement**')].join(' '),
      long('Three bereavement'),
    ],
    [
      'a passage matched by its heading alone, from its start',
      [sentence('One'), sentence('Two'), sentence('Three'), sentence('Four')].join('\n\n'),
      `${sentence('One')} ${sentence('Two')} ${sentence('Three')}`,
    ],
  ])('%s', (_, markedText, quote) => {
    expect(quoteOf(markedText)).toBe(quote);
  });

  it('cuts a sentence longer than a quote at the last word that fits', () => {
    const text = `Leave ${'is granted '.repeat(60).trim()}.`;
    const quote = quoteOf(`**${text}`.replace('Leave', 'Leave**'));
    expect(quote).toBe(`${text.slice(0, text.lastIndexOf(' ', 399))}…`);
    expect(quote.length).toBeLessThanOrEqual(400);
  });
});
