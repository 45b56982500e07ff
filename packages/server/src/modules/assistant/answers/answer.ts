import type { AssistantLink, AssistantSource } from '@pulse/shared/contracts/assistant';
import type { Auth } from '../../../lib/auth-context';
import type { Deps } from '../../../lib/deps';

// What every answer is built from: the asker's own session (so each answer shows only what the asker
// could open in the portal) and the moment of the question.
export type AnswerContext = { deps: Deps; auth: Auth; now: Date };

// A reply before it is stored: the text, the pages it came from, the policy passages it quotes.
export type Answer = {
  text: string;
  links: AssistantLink[];
  sources: AssistantSource[];
  // The one project an answer found, when it lists no other: what a follow-up's "it" refers to.
  project?: string;
  // The one colleague an answer names (or the first of a ranking): whom a follow-up's "he" or "she"
  // means.
  person?: string;
};

// The answer, with the person a follow-up may refer to when it names exactly one.
export const namingOne = (answer: Answer, names: string[]): Answer => {
  const distinct = [...new Set(names)];
  return distinct.length === 1 ? { ...answer, person: distinct[0] } : answer;
};

// Several answers as one reply, in the order asked: each answer's text, the pages they link (each
// once), the passages they quote.
export const joinAnswers = (answers: Answer[]): Answer => ({
  text: answers.map((answer) => answer.text).join('\n\n'),
  links: answers
    .flatMap((answer) => answer.links)
    .filter((link, index, all) => all.findIndex((other) => other.href === link.href) === index),
  sources: answers.flatMap((answer) => answer.sources),
});
