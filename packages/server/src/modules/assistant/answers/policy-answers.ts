import type { AssistantSource } from '@pulse/shared/contracts/assistant';
import { paths } from '@pulse/shared/paths';
import { assistantTexts } from '@pulse/shared/spec-texts';
import { type PolicyPassageMatch, searchPolicyPassages } from '../../policies/policies.service';
import { policySearchTerms, subjectModifiersOf } from '../../policies/policy-synonyms';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { askedFactOf, askingClauseOf, findFact, sentencesOf as policySentencesOf } from './policy-sentences';

// Policy questions. The spec's chat service answered from a search endpoint (spec A §7); ProBot
// searches the passages of the organisation's current policy versions itself, quotes the passage and
// names and links the policy it comes from. A question that asks for a fact ("how long", "by what
// time", "do I need …") is answered by the sentence that states it, or told plainly that
// the policies found do not state it.

// A passage answers a question when it matches more than half of what the question asks about.
// Off-topic questions ("what is the weather today", "team lunch") share at most a word with the
// policies; questions the demo's policies answer match all or most of theirs, even with a stray word
// ("can I wfh on friday").
const MIN_COVERAGE = 0.5;
// Another policy's passage is quoted too when it answers as much of the question almost as closely.
const CLOSE_RANK = 0.9;
const MAX_QUOTE_LENGTH = 400;
const GAP = ' … ';

// "Leaves" and "leave", "remotely" and "remote" are one word found.
const baseOf = (word: string) => {
  const lower = word.toLowerCase();
  const ending = ['ly', 'ing', 'ed', 's'].find(
    (each) => lower.endsWith(each) && lower.length - each.length >= 3,
  );
  return ending ? lower.slice(0, -ending.length) : lower;
};

type Sentence = { text: string; found: Set<string>; index: number; rarity: number };

// The passage's sentences, each with the question's words it holds (marked **so**) and how rare they
// are in the passage: a word found in every sentence (the policy's own subject, "leave") says less
// than one found in a single sentence ("bereavement").
const sentencesOf = (markedText: string): Sentence[] => {
  const sentences = policySentencesOf(markedText).map(({ text: marked }) => ({
    text: marked.replaceAll('**', ''),
    found: new Set([...marked.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => baseOf(match[1] ?? ''))),
  }));
  const spread = new Map<string, number>();
  for (const word of sentences.flatMap((sentence) => [...sentence.found])) {
    spread.set(word, (spread.get(word) ?? 0) + 1);
  }
  return sentences.map((sentence, index) => ({
    ...sentence,
    index,
    rarity: [...sentence.found].reduce((sum, word) => sum + 1 / (spread.get(word) ?? 1), 0),
  }));
};

const cut = (text: string) => {
  if (text.length <= MAX_QUOTE_LENGTH) return text;
  const end = text.lastIndexOf(' ', MAX_QUOTE_LENGTH - 1);
  return `${text.slice(0, end > 0 ? end : MAX_QUOTE_LENGTH - 1)}…`;
};

// Sentences in the passage's order, with "…" where sentences are left out between them.
const joined = (sentences: Sentence[]) =>
  [...sentences]
    .sort((a, b) => a.index - b.index)
    .map((sentence, position, ordered) => {
      const previous = ordered[position - 1];
      if (!previous) return sentence.text;
      return `${sentence.index === previous.index + 1 ? ' ' : GAP}${sentence.text}`;
    })
    .join('');

// The whole passage when it is short. Otherwise the sentences that answer: first the one holding most
// of the question's words, then each that adds words not quoted yet (the rarer first), while they fit
// in MAX_QUOTE_LENGTH. A passage matched by its heading alone is quoted from its start.
export const quoteOf = (markedText: string) => {
  const sentences = sentencesOf(markedText);
  if (joined(sentences).length <= MAX_QUOTE_LENGTH) return joined(sentences);
  const chosen: Sentence[] = [];
  const quoted = new Set<string>();
  const fits = (sentence: Sentence) =>
    chosen.length === 0 || joined([...chosen, sentence]).length <= MAX_QUOTE_LENGTH;
  const added = (sentence: Sentence) => [...sentence.found].filter((word) => !quoted.has(word)).length;
  for (;;) {
    const [next] = sentences
      .filter((sentence) => !chosen.includes(sentence) && added(sentence) > 0 && fits(sentence))
      .sort((a, b) => added(b) - added(a) || b.rarity - a.rarity || a.index - b.index);
    if (!next) break;
    chosen.push(next);
    for (const word of next.found) quoted.add(word);
  }
  if (chosen.length === 0) {
    for (const sentence of sentences) {
      if (!fits(sentence)) break;
      chosen.push(sentence);
    }
  }
  return cut(joined(chosen));
};

// "the Leave Policy", but "The Employee Handbook" as it is named.
const theNameOf = (policyName: string) => (/^the\s/i.test(policyName) ? policyName : `the ${policyName}`);
const where = (match: PolicyPassageMatch) =>
  match.heading === '' ? theNameOf(match.policyName) : `${theNameOf(match.policyName)} (${match.heading})`;

const sourceOf = (match: PolicyPassageMatch): AssistantSource => ({
  policyId: match.policyId,
  policyName: match.policyName,
  heading: match.heading,
  passage: match.text,
  href: paths.companyPolicy.getHref(match.policyId),
});

// Another policy's passage that answers as much of the question almost as closely as `best`.
const closeTo = (best: PolicyPassageMatch, matches: PolicyPassageMatch[]) => {
  const other = matches.find((match) => match.policyId !== best.policyId);
  return other && other.coverage === best.coverage && other.rank >= best.rank * CLOSE_RANK
    ? other
    : undefined;
};

// The best passage, and another policy's best when it answers as much almost as closely.
const passagesToQuote = (matches: PolicyPassageMatch[]) => {
  const [best] = matches;
  if (!best || best.coverage <= MIN_COVERAGE) return [];
  const other = closeTo(best, matches);
  return other ? [best, other] : [best];
};

const answerQuoting = (quotes: { match: PolicyPassageMatch; quote: string }[]): Answer => {
  const lines = quotes.map(({ match, quote }, position) => {
    if (position === 0) return `According to ${where(match)}: “${quote}”`;
    const name = where(match);
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} also says: “${quote}”`;
  });
  const sources = quotes.map(({ match }) => sourceOf(match));
  return {
    text: lines.join('\n\n'),
    links: sources.map((source) => ({ label: source.policyName, href: source.href })),
    sources,
  };
};

// The plain "not found", with the closest section to read further.
const notStated = (closest: PolicyPassageMatch): Answer => {
  const source = sourceOf(closest);
  return {
    // spec A §8's words for an answer with nothing in it, then where to read further.
    text: `${assistantTexts.noAnswer}: the company policies do not state that. The closest section is ${where(closest)}.`,
    links: [{ label: source.policyName, href: source.href }],
    sources: [source],
  };
};

// A question asking for a fact: the sentence stating it, from the passages that answer the question,
// and the same from another policy that answers as closely. Null when no sentence states the kind of
// fact asked but another sentence may answer (a "can I" question); when a figure is asked ("how
// many") and no sentence holds one, the plain "not found" with the closest section linked, so an
// unrelated sentence is never presented as the answer.
const answerFact = (question: string, matches: PolicyPassageMatch[]): Answer | null => {
  const asked = askedFactOf(question);
  const answering = matches.filter((match) => match.coverage > MIN_COVERAGE);
  const [closest] = answering;
  if (!asked || !closest) return null;
  const terms = policySearchTerms(question);
  const factIn = (passages: PolicyPassageMatch[]) => findFact(asked, terms, closest.searchedWeight, passages);
  const fact = factIn(answering);
  const match = fact && answering[fact.passage];
  if (!fact || !match) {
    if (asked.kind === 'rule' || (asked.kind === 'figure' && !asked.isRequired)) return null;
    return notStated(closest);
  }
  const other = closeTo(match, answering);
  const otherFact = other && factIn([other]);
  return answerQuoting([
    { match, quote: cut(fact.quote) },
    ...(other && otherFact ? [{ match: other, quote: cut(otherFact.quote) }] : []),
  ]);
};

// "What is the travel reimbursement limit?" shares "reimbursement" with the remote work policy's
// internet allowance, but asks about another kind of it: a passage that does not name the kind asked
// (subjectModifiersOf) does not answer, and when none of those that answer the rest does, the closest
// section is named with the plain "not found".
const answerQuery = async ({ deps, auth }: AnswerContext, query: string): Promise<Answer | null> => {
  const found = await searchPolicyPassages(deps, auth, query);
  const modifiers = subjectModifiersOf(query);
  const matches = found.filter((match) => !modifiers.some((word) => match.unmatchedTerms.includes(word)));
  const [closest] = found;
  if (matches.length === 0 && closest && closest.coverage > MIN_COVERAGE) return notStated(closest);
  const fact = answerFact(query, matches);
  if (fact) return fact;
  const quoted = passagesToQuote(matches);
  if (quoted.length === 0) return null;
  return answerQuoting(quoted.map((match) => ({ match, quote: quoteOf(match.markedText) })));
};

export const answerPolicyQuestion = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'policy' }>,
): Promise<Answer | null> => {
  const whole = await answerQuery(context, intent.query);
  const clause = askingClauseOf(intent.query);
  return whole ?? (clause ? answerQuery(context, clause) : null);
};
