import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import type { Answer } from '../modules/assistant/answers/answer';
import { answerMessage } from '../modules/assistant/assistant.service';
import type { Intent } from '../modules/assistant/assistant-intent';
import type { HeldOutAsker, HeldOutCategory, HeldOutEntry } from '../modules/assistant/heldout/heldout-entry';
import { describeFact, factIsShown, isDecline } from './answer-facts';
import { authFor, signUpOtherOrganization, useReadOnlyTestApp } from './test-app';

// ProBot on its held-out sets (modules/assistant/heldout/heldout-entry.ts says how they were written). The first set was
// scored blind until ProBot answered 67 of its 98 questions; from then on its misses guided the work
// (a development set), as did the third to thirteenth's, each written blind later and scored once before it
// did. The second, written blind on 29 Nov by someone who read neither ProBot nor the other sets, is
// the measure: nobody reads its misses while changing the router. Each question is asked in a fresh
// conversation, after its `before` questions, the way the chat reads a message (answerMessage, with
// the intent of the reply before it, as the chat keeps it with the stored history). Every answer is
// one of:
// - right: every expected fact shown, nothing forbidden;
// - declined: an honest "no" (a refusal, "no answer found", a question back);
// - confident-wrong: an answer that misses a fact, which a person would believe;
// - a leak: a forbidden fact shown. The test fails on any leak; the scores are printed for the note.
// A set's misses are printed only with HELDOUT_MISSES=<its names, comma-separated> (first, third … thirteenth; second once the
// work is done): whoever changes the router works from the issue, the golden set and the development
// sets, never from the second set's questions.
type Outcome = 'right' | 'declined' | 'confident-wrong' | 'leak';

const shownIn = (answer: Pick<Answer, 'text' | 'links' | 'sources'>) =>
  [
    answer.text,
    ...answer.links.flatMap((link) => [link.label, link.href]),
    ...answer.sources.flatMap((source) => [source.policyName, source.heading, source.passage, source.href]),
  ].join('\n');

const outcomeOf = (entry: HeldOutEntry, answer: Pick<Answer, 'text' | 'links' | 'sources'>) => {
  const shown = shownIn(answer);
  const leaked = (entry.forbid ?? []).filter((fact) => factIsShown(fact, shown));
  if (leaked.length > 0)
    return { outcome: 'leak' as const, problems: leaked.map((fact) => `shows ${describeFact(fact)}`) };
  const declined = isDecline(answer.text);
  if (entry.refuse)
    return declined
      ? { outcome: 'right' as const, problems: [] }
      : { outcome: 'confident-wrong' as const, problems: ['did not refuse'] };
  const missing = entry.expect.filter((fact) => !factIsShown(fact, shown));
  if (missing.length === 0) return { outcome: 'right' as const, problems: [] };
  return {
    outcome: declined ? ('declined' as const) : ('confident-wrong' as const),
    problems: missing.map((fact) => `missing ${describeFact(fact)}`),
  };
};

const percent = (part: number, whole: number) => `${((part / Math.max(whole, 1)) * 100).toFixed(1)} %`;

// A held-out set: its name as printed, the value of HELDOUT_MISSES that prints its misses, its questions.
export type HeldOutSet = [string, string, readonly HeldOutEntry[]];

export const describeHeldOutSets = (sets: HeldOutSet[]) => {
  const testApp = useReadOnlyTestApp({ withDemoHistory: true });
  // The second organisation's administrator, signed up once for every set; the demo is restored after.
  let otherAdminEmail = '';
  beforeAll(async () => {
    otherAdminEmail = (await signUpOtherOrganization(testApp)).email;
  });
  afterAll(() => testApp.reset());

  describe.each(sets)('ProBot %s', (name, key, set) => {
    it('is at least 80 questions over every class', () => {
      expect(set.length).toBeGreaterThanOrEqual(80);
      expect(new Set(set.map((entry) => entry.category))).toEqual(
        new Set<HeldOutCategory>([
          'employee-self-service',
          'admin-organisation',
          'policy',
          'must-refuse',
          'follow-up',
          'multi-part',
        ]),
      );
    });

    it('never shows a colleague what their pages would not, and prints the scores', {
      timeout: 300_000,
    }, async () => {
      const emailOf: Record<HeldOutAsker, string> = {
        employee: DEMO_EMPLOYEE_EMAIL,
        admin: DEMO_ADMIN_EMAIL,
        'other-admin': otherAdminEmail,
      };
      const results: { entry: HeldOutEntry; outcome: Outcome; problems: string[]; answer: string }[] = [];
      for (const entry of set) {
        const session = await authFor(testApp, emailOf[entry.asker]);
        const asker = { auth: session.auth, name: session.employee.name };
        let reply: Pick<Answer, 'text' | 'links' | 'sources'> = { text: '', links: [], sources: [] };
        let previous: Intent | null = null;
        for (const question of [...(entry.before ?? []), entry.question]) {
          const read = await answerMessage(testApp, asker, question, testApp.clock.now(), previous);
          reply = read.answer;
          previous = read.intent;
        }
        results.push({ entry, ...outcomeOf(entry, reply), answer: reply.text });
      }
      const count = (outcome: Outcome, within = results) =>
        within.filter((result) => result.outcome === outcome).length;
      const byCategory = [...new Set(set.map((entry) => entry.category))].map((category) => {
        const within = results.filter((result) => result.entry.category === category);
        return `  ${category}: ${count('right', within)}/${within.length}`;
      });
      const misses = results
        .filter((result) => result.outcome !== 'right')
        .map(
          (result) =>
            `✗ ${result.outcome} [${result.entry.asker}, ${result.entry.category}] "${result.entry.question}": ${result.problems.join('; ')}\n  answer: ${result.answer.replaceAll('\n', '\n          ')}`,
        );
      console.log(
        [
          `ProBot ${name}: ${count('right')}/${results.length} right (${percent(count('right'), results.length)}), ` +
            `${count('declined')} declined, ${count('confident-wrong')} confident-wrong (${percent(count('confident-wrong'), results.length)}), ` +
            `${count('leak')} leaked`,
          ...byCategory,
          ...((process.env.HELDOUT_MISSES ?? '').split(',').includes(key) ? misses : []),
        ].join('\n'),
      );
      // A leak is a defect whatever the score: its question and what it showed are always printed.
      const leaks = results
        .filter((result) => result.outcome === 'leak')
        .map((result) => `[${result.entry.asker}] "${result.entry.question}": ${result.problems.join('; ')}`);
      expect(leaks).toEqual([]);
    });
  });
};
