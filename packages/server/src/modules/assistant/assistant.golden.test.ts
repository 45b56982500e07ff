import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { askProBot } from '../../test-support/ask-probot';
import { INTENT_KINDS } from '../../test-support/intent-kinds';
import { signUpOtherOrganization, useReadOnlyTestApp } from '../../test-support/test-app';
import type { Answer } from './answers/answer';
import { GOLDEN_SET, type GoldenAsker, type GoldenEntry } from './golden-set';

// ProBot's golden set on the demo seed with its tracked history: the accuracy is printed, and the test
// fails under 95 %. The entries only read the demo.
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const ACCURACY_GOAL = 0.95;

// Everything the asker is shown: the text, the links and the quoted passages.
const shownIn = (answer: Answer) =>
  [
    answer.text,
    ...answer.links.flatMap((link) => [link.label, link.href]),
    ...answer.sources.flatMap((source) => [source.policyName, source.heading, source.passage, source.href]),
  ]
    .join('\n')
    .toLowerCase();

// The page itself, or that page with a query (a policy, a date) or a further segment.
const linksTo = (answer: Answer, page: string) =>
  [...answer.links, ...answer.sources].some(
    ({ href }) => href === page || href.startsWith(`${page}?`) || href.startsWith(`${page}/`),
  );

const problemsOf = (entry: GoldenEntry, answer: Answer) => {
  const shown = shownIn(answer);
  return [
    ...entry.expect.filter((fact) => !shown.includes(fact.toLowerCase())).map((fact) => `missing "${fact}"`),
    ...(entry.forbid ?? [])
      .filter((fact) => shown.includes(fact.toLowerCase()))
      .map((fact) => `shows "${fact}"`),
    ...(entry.link && !linksTo(answer, entry.link) ? [`no link to ${entry.link}`] : []),
  ];
};

type Failure = { entry: GoldenEntry; problems: string[]; answer: string };

const describeFailure = ({ entry, problems, answer }: Failure) =>
  `✗ [${entry.asker}, ${entry.intent}] "${entry.question}": ${problems.join('; ')}\n  answer: ${answer.replaceAll('\n', '\n          ')}`;

describe('ProBot golden set', () => {
  it('covers every intent, for employees and administrators', () => {
    const covered = new Set(GOLDEN_SET.map((entry) => entry.intent));
    expect(INTENT_KINDS.filter((intent) => !covered.has(intent))).toEqual([]);
    expect(new Set(GOLDEN_SET.map((entry) => entry.asker))).toEqual(
      new Set<GoldenAsker>(['employee', 'admin', 'other-admin']),
    );
    expect(GOLDEN_SET.length).toBeGreaterThanOrEqual(70);
  });

  it(`answers at least ${ACCURACY_GOAL * 100} % of it`, { timeout: 180_000 }, async () => {
    const other = await signUpOtherOrganization(testApp);
    const emailOf: Record<GoldenAsker, string> = {
      employee: DEMO_EMPLOYEE_EMAIL,
      admin: DEMO_ADMIN_EMAIL,
      'other-admin': other.email,
    };
    const failures: Failure[] = [];
    for (const entry of GOLDEN_SET) {
      try {
        const answer = await askProBot(testApp, emailOf[entry.asker], entry.question);
        const problems = problemsOf(entry, answer);
        if (problems.length > 0) failures.push({ entry, problems, answer: answer.text });
      } catch (error) {
        failures.push({ entry, problems: ['threw'], answer: String(error) });
      }
    }
    const passed = GOLDEN_SET.length - failures.length;
    const accuracy = passed / GOLDEN_SET.length;
    const report = failures.map(describeFailure).join('\n');
    console.log(
      `ProBot golden set: ${passed}/${GOLDEN_SET.length} (${(accuracy * 100).toFixed(1)} %)${report ? `\n${report}` : ''}`,
    );
    expect(accuracy, `accuracy under ${ACCURACY_GOAL * 100} %:\n${report}`).toBeGreaterThanOrEqual(
      ACCURACY_GOAL,
    );
  });
});
