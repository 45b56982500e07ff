import type { PolicySearchTerm } from '../../policies/policy-synonyms';

// Which sentence of the policy passages found holds the fact a question asks for: "How long
// should my password be?" is answered by "Use a password of at least 12 characters …", not by the
// section around it. Pure: the passages come from the policies module's full-text search, with the
// words it found marked **like this** (so they are stemmed as the search stems them).

// ---- sentences ----------------------------------------------------------------------------------

// Words whose full stop ends no sentence: "e.g. Windows", "Rs. 500", "10:00 a.m. India time" (a
// sentence that does end on "a.m." runs on into the next, which keeps the time with its fact).
const ABBREVIATIONS = new Set([
  'e.g',
  'eg',
  'i.e',
  'ie',
  'viz',
  'cf',
  'vs',
  'approx',
  'incl',
  'ext',
  'tel',
  'dept',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'rs',
  'inr',
  'a.m',
  'p.m',
]);
// "1.", "12.", "a.", "iv." starting a list item: the item's text follows it.
const LIST_MARKER = /^(\d{1,2}|[a-z]|[ivx]{1,4})\.$/i;
// A full stop, "!" or "?" (perhaps closed by quotes, a bracket or a mark), then a space, then what can
// start a sentence: a capital, a digit, an opening quote or bracket, or a bullet.
const BOUNDARY = /[.!?](?:["”’)]|\*\*)*\s+(?=(?:\*\*|["“(])*[\p{Lu}\d•–-])/gu;
const BULLET = /\s+(?=[•–]\s)/u;

// Whether the text before a full stop ends a sentence there.
const endsSentence = (before: string, after: string) => {
  const lastWord = (before.split(/\s+/).at(-1) ?? '').replaceAll('**', '').replace(/^["“(]+/, '');
  const word = lastWord.replace(/[.!?]["”’)]*$/, '').toLowerCase();
  if (!lastWord.includes('.')) return true;
  if (ABBREVIATIONS.has(word)) return false;
  // "No. 5", but "The answer is no. Ask HR."
  if (word === 'no' && /^\d/.test(after)) return false;
  // An initial: "J. Smith".
  if (/^\p{Lu}$/u.test(lastWord.replace(/\.$/, ''))) return false;
  // A list item's number, opening the sentence or after "Rules:", but not "The limit is 2."
  const words = before.trim().split(/\s+/);
  const wordBefore = words.at(-2);
  return !(LIST_MARKER.test(lastWord) && (wordBefore === undefined || wordBefore.endsWith(':')));
};

export type PolicySentence = { text: string; paragraph: number };

// The sentences of a text, in order, each with its paragraph's number (paragraphs are its lines):
// decimals ("0.5"), times ("10:00"), addresses ("hr@demo.pulse") and the abbreviations above never
// split one, and a bullet ("• ", "– ") starts one.
export const sentencesOf = (text: string): PolicySentence[] =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .flatMap((line, paragraph) => {
      const sentences: string[] = [];
      let start = 0;
      for (const boundary of line.matchAll(BOUNDARY)) {
        const end = boundary.index + boundary[0].trimEnd().length;
        if (!endsSentence(line.slice(start, end), line.slice(boundary.index + boundary[0].length))) continue;
        sentences.push(line.slice(start, end));
        start = boundary.index + boundary[0].length;
      }
      sentences.push(line.slice(start));
      return sentences
        .flatMap((sentence) => sentence.split(BULLET))
        .map((sentence) => ({ text: sentence.trim(), paragraph }))
        .filter((sentence) => sentence.text !== '');
    });

// ---- what a sentence states -----------------------------------------------------------------------

// The kinds of figure a policy states: "26 weeks", "before 10:00", "1 January", "INR 2,000", "5 %",
// "12 characters".
export type FigureKind = 'duration' | 'clock' | 'date' | 'money' | 'percent' | 'count';

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|half an?)`;
const DURATION_UNIT = String.raw`(?:(?:working|calendar|business|consecutive|full|clear)\s+)?(?:days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?)`;
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const FIGURES: readonly (readonly [FigureKind, RegExp])[] = [
  [
    'money',
    /(?:₹|\binr|\brs\.?|\busd|\$|€|£)\s?\d|\b\d[\d,.]*\s?(?:rupees|lakhs?|crores?|dollars|euros?)\b/i,
  ],
  ['percent', /\b\d+(?:\.\d+)?\s?(?:%|percent\b|per cent\b)/i],
  [
    'clock',
    /\b\d{1,2}:\d{2}\b|\b\d{1,2}(?:\.\d{2})?\s?(?:a\.m\.|p\.m\.|am\b|pm\b)|\b(?:noon|midday|midnight)\b/i,
  ],
  [
    'date',
    new RegExp(
      String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b|\b${MONTH}\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b`,
      'i',
    ),
  ],
  ['duration', new RegExp(String.raw`\b${NUMBER}\s+(?:of\s+an?\s+)?${DURATION_UNIT}\b`, 'i')],
  // Any other number of things: "12 characters", "3 attempts" (not "extension 4357 or", nor the
  // minutes of "10:00 where" or the amount of "INR 2,000 are").
  [
    'count',
    /(?<![\d:.,₹$€£]\s?|\b(?:inr|rs\.?|usd)\s?)\b\d+(?:[.,]\d+)*\s+(?!(?:of|to|and|or|the|a|an|in|on|at|for|from|by|per)\b)\p{L}{2,}/iu,
  ],
];

export const figuresIn = (sentence: string): Set<FigureKind> =>
  new Set(FIGURES.filter(([, pattern]) => pattern.test(sentence)).map(([kind]) => kind));

// A sentence that says what one must, may or may not do: with a modal or a negation, or as an
// instruction ("Upload a medical certificate", "For more than 2 days of illness, upload …").
const RULE_WORDS =
  /\b(must|required|requires?|needs?|needed|may|can|cannot|can't|not|never|only|allowed|permitted|prohibited|forbidden|mandatory|should)\b/i;
const INSTRUCTION =
  /^(?:(?:for|if|when|on|in|after|before|while|during|once|where|whenever)\b[^,]*,\s*)?(?:please\s+)?(?:always|upload|use|apply|report|turn|install|lock|store|keep|be|work|tell|record|treat|choose|share|look|return|join|connect|classify|forward|confirm|restart|submit|inform|notify|contact|send|ask|take|follow|make|avoid|ensure|check|read|sign|provide|call|raise|delete)\b/i;
export const isRule = (sentence: string) => RULE_WORDS.test(sentence) || INSTRUCTION.test(sentence);

// A sentence that says what follows: "is recorded as Marked Absent", "may be treated as unpaid leave",
// "leads to disciplinary action".
const CONSEQUENCE =
  /\b(recorded as|treated as|counted as|considered (as|a|an)?|marked as|results? in|leads? to|lead to|will be|may be (deducted|treated|recorded|withheld|cancelled|suspended)|deducted|forfeited|lapses?|disciplinary|termination|terminated|unpaid|loss of pay|lop)\b/i;
export const statesConsequence = (sentence: string) => CONSEQUENCE.test(sentence);

// A sentence that says what one receives: "Employees who work remotely … receive an internet
// allowance", "Fathers get 10 working days of paternity leave", "A laptop is provided".
const ENTITLEMENT =
  /\b(receives?|received|gets?|entitled|provided|offered|given|granted|reimbursed|paid|allowance|covers?)\b/i;
export const statesEntitlement = (sentence: string) => ENTITLEMENT.test(sentence);

// ---- what a question asks for -------------------------------------------------------------------

// 'figure': a number with its unit, of the kinds `accepts` (the better fitting first); `isRequired`
// when a sentence without one cannot answer ("how many"), not when it merely may ("when …").
// 'rule': what one must, may or may not do; any sentence on the subject may answer.
// 'consequence': what follows from doing (or not doing) something; only a sentence that states one
// answers ("… is recorded as Marked Absent"), not the rule about doing it.
// 'entitlement': what one receives ("do I get anything for internet?"); only a sentence that states
// what is received answers, not an instruction that shares the subject ("a reliable internet
// connection").
export type AskedFact =
  | { kind: 'figure'; accepts: readonly FigureKind[]; isRequired: boolean }
  | { kind: 'rule' }
  | { kind: 'consequence' }
  | { kind: 'entitlement' };

const ANY_FIGURE: readonly FigureKind[] = ['count', 'duration', 'money', 'percent', 'date', 'clock'];

// Tried in order: "how much notice" asks a duration before "how much" asks an amount.
const ASKED: readonly (readonly [RegExp, AskedFact])[] = [
  [
    /\bwhat (happens|will happen|would happen|happened) (if|when)\b|\bconsequences?\b|\bpenalty\b|\bpenalised\b|\bpunished\b/,
    { kind: 'consequence' },
  ],
  [
    /^(do|does|will|would|can|could) (i|we|you|employees?|staff|one) (get|receive)\b|\bam i entitled\b/,
    { kind: 'entitlement' },
  ],
  [
    /\b(what|which) (time|hours?|date|day)\b|\bby when\b|\buntil when\b|\bhow (early|late)\b|\bdeadline\b|\bcut ?off\b/,
    { kind: 'figure', accepts: ['clock', 'date', 'duration'], isRequired: true },
  ],
  [
    /\bhow (long|soon|far)\b|\bhow (much|many) (notice|time|days?|weeks?|months?|years?|hours?|minutes?)\b|\bwhat is (the|my) (\w+ )?period\b/,
    { kind: 'figure', accepts: ['duration', 'date', 'clock', 'count'], isRequired: true },
  ],
  [
    /\bhow much\b|\bwhat is the (amount|value|cost|rate)\b|\bworth\b|\b(up ?to|till|until) (what|which) (value|amount|price|sum|limit)\b|\bwhat (value|amount|sum)\b/,
    { kind: 'figure', accepts: ['money', 'percent', 'count', 'duration'], isRequired: true },
  ],
  [
    /\bhow many\b|\bhow often\b|\b(minimum|maximum|min|max|limit|length)\b/,
    { kind: 'figure', accepts: ANY_FIGURE, isRequired: true },
  ],
  [/^when\b|\bfrom when\b/, { kind: 'figure', accepts: ['date', 'clock', 'duration'], isRequired: false }],
  [
    /(^|[,;] ?)(is|are|am|do|does|did|can|could|may|might|must|shall|should|will|would|has|have)\b|\b(do|does|did) (i|we|you|employees?|staff|they|one)( \w+)? (need|have to|has to|require)\b|\b(required|mandatory|needed|necessary|allowed|permitted|compulsory|forbidden|prohibited)\b/,
    { kind: 'rule' },
  ],
];

// What kind of fact a question asks for, or null when it asks about a subject ("password rules",
// "how do I report harassment"), which the section answers as a whole.
export const askedFactOf = (question: string): AskedFact | null => {
  const asked = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}',;]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ASKED.find(([pattern]) => pattern.test(asked))?.[1] ?? null;
};

// "A vendor wants to send me a Diwali hamper, up to what value can I accept gifts?": the story before
// the question shares no words with the policies and drowns the ones that do, so when the whole finds
// nothing, the clause that asks is searched on its own.
const ASKING_CLAUSE =
  /^(up ?to|what|which|how|when|where|who|whom|can|could|may|might|do|does|did|is|are|am|should|must|will|would|shall)\b/i;
const MIN_CLAUSE_WORDS = 3;
export const askingClauseOf = (question: string): string | null => {
  const clauses = question.trim().split(/\s*[,;:]\s+|\s+[-–—]\s+/);
  const last = clauses.at(-1) ?? '';
  return clauses.length > 1 && ASKING_CLAUSE.test(last) && last.split(/\s+/).length >= MIN_CLAUSE_WORDS
    ? last
    : null;
};

// ---- ranking ------------------------------------------------------------------------------------

// A sentence answers when it (with its section's heading and policy name, which every sentence of the
// passage is about) holds more than half of what the question asks about, as a passage must.
const MIN_SHARE = 0.5;

export type RankedPassage = { markedContext: string; markedText: string };
export type FoundFact = {
  // The passage's position in those given.
  passage: number;
  // The sentence that states the fact, with its neighbour when one continues the other.
  quote: string;
};

const marksOf = (marked: string) =>
  [...marked.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => (match[1] ?? '').toLowerCase());
const unmarked = (marked: string) => marked.replaceAll('**', '');

const commonStart = (one: string, other: string) => {
  let length = 0;
  while (length < one.length && one[length] === other[length]) length += 1;
  return length;
};

// The term a word marked by the search stands for: the search marked it for sharing a stem with one of
// the terms' words, so it is the term whose word shares the longest start with it ("remotely" →
// remote, "illness" → the sickness group, "days" → days).
const termOfMark = (mark: string, terms: readonly PolicySearchTerm[]) => {
  let found: number | undefined;
  let longest = 0;
  for (const [index, term] of terms.entries()) {
    for (const word of term.words) {
      const length = commonStart(mark, word);
      if (length > longest && length >= Math.min(3, word.length, mark.length)) {
        found = index;
        longest = length;
      }
    }
  }
  return found;
};

// "carried forward" for "carry forward", "working from home" for "work from home": each word of the
// phrase, by its start, in a row.
const phrasePattern = (phrase: string) =>
  new RegExp(
    String.raw`\b${phrase
      .split(' ')
      .map((word) => `${word.slice(0, Math.max(3, word.length - 2))}\\p{L}*`)
      .join(String.raw`[\s-]+`)}`,
    'iu',
  );

// The positions of the terms a marked text holds: its marked words, and the phrases in its words.
const termsIn = (marked: string, terms: readonly PolicySearchTerm[]) => {
  const found = new Set<number>();
  for (const mark of marksOf(marked)) {
    const term = termOfMark(mark, terms);
    if (term !== undefined) found.add(term);
  }
  const text = unmarked(marked);
  for (const [index, term] of terms.entries()) {
    if (term.phrases.some((phrase) => phrasePattern(phrase).test(text))) found.add(index);
  }
  return found;
};

// "This …", "Such …", "Report any offer above that limit": a sentence that leans on the one before.
const LEANS_BACK =
  /^(it|this|that|these|those|they|such|otherwise|however|then|also|if so|in that case|in this case)\b|\b(that|this|these|those|such|the same) (limit|amount|period|rule|case|request|one|time|sum)\b|\b(for|of|to|about|with) (this|that|it|them)[.!?]?$/i;
export const leansBack = (sentence: string) => LEANS_BACK.test(sentence.replace(/^["“(]+/, ''));

type Scored = {
  passage: number;
  index: number;
  share: number;
  fit: number;
  ownWeight: number;
  rarity: number;
};

// How well a sentence states the kind of fact asked: for a figure, the better the fitting kind it
// holds (0: none); for a rule, 1 when it says what one must, may or may not do.
const fitOf = (asked: AskedFact, sentence: string) => {
  if (asked.kind === 'rule') return isRule(sentence) ? 1 : 0;
  if (asked.kind === 'consequence') return statesConsequence(sentence) ? 1 : 0;
  if (asked.kind === 'entitlement') return statesEntitlement(sentence) ? 1 : 0;
  const held = figuresIn(sentence);
  const position = asked.accepts.findIndex((kind) => held.has(kind));
  return position === -1 ? 0 : asked.accepts.length - position;
};

// Most of the question first (a sentence with its section), then the question's words in the sentence
// itself, then the kind of fact asked, then the search's order of passages, then the rarer words (a
// word in every sentence, the policy's own subject, says less), then the document's order.
const byBest = (one: Scored, other: Scored) =>
  other.share - one.share ||
  other.ownWeight - one.ownWeight ||
  other.fit - one.fit ||
  one.passage - other.passage ||
  other.rarity - one.rarity ||
  one.index - other.index;

// The sentence of the passages that states the fact asked for, or null when none holds more than half
// of the question (and, for a required figure, the figure).
export const findFact = (
  asked: AskedFact,
  terms: readonly PolicySearchTerm[],
  searchedWeight: number,
  passages: readonly RankedPassage[],
): FoundFact | null => {
  const weightOf = (found: Iterable<number>) =>
    [...found].reduce((sum, term) => sum + (terms[term]?.weight ?? 0), 0);
  const sentencesByPassage = passages.map((passage) => sentencesOf(passage.markedText));
  const scored = passages.flatMap((passage, passageIndex) => {
    const context = termsIn(passage.markedContext, terms);
    const sentences = sentencesByPassage[passageIndex] ?? [];
    const found = sentences.map((sentence) => termsIn(sentence.text, terms));
    const spread = new Map<number, number>();
    for (const term of found.flatMap((each) => [...each])) spread.set(term, (spread.get(term) ?? 0) + 1);
    return sentences.map((sentence, index): Scored => {
      const own = found[index] ?? new Set<number>();
      return {
        passage: passageIndex,
        index,
        share: weightOf(new Set([...own, ...context])) / Math.max(searchedWeight, 1),
        fit: fitOf(asked, unmarked(sentence.text)),
        ownWeight: weightOf(own),
        rarity: [...own].reduce((sum, term) => sum + (terms[term]?.weight ?? 0) / (spread.get(term) ?? 1), 0),
      };
    });
  });
  const isRequired =
    asked.kind === 'consequence' ||
    asked.kind === 'entitlement' ||
    (asked.kind === 'figure' && asked.isRequired);
  const [best] = scored
    .filter((sentence) => sentence.share > MIN_SHARE && (!isRequired || sentence.fit > 0))
    .sort(byBest);
  if (!best) return null;
  return { passage: best.passage, quote: quoteAround(sentencesByPassage[best.passage] ?? [], best.index) };
};

// The sentence, after the one before it when it leans on it, and before the next when that one leans
// on it or the sentence introduces it ("…:"), within its paragraph.
const quoteAround = (sentences: readonly PolicySentence[], index: number) => {
  const text = (at: number) => unmarked(sentences[at]?.text ?? '');
  const isSameParagraph = (at: number) => sentences[at]?.paragraph === sentences[index]?.paragraph;
  const first = index > 0 && isSameParagraph(index - 1) && leansBack(text(index)) ? index - 1 : index;
  const next = index + 1;
  const hasNext =
    next < sentences.length && isSameParagraph(next) && (leansBack(text(next)) || text(index).endsWith(':'));
  const last = hasNext ? next : index;
  return Array.from({ length: last - first + 1 }, (_, offset) => text(first + offset)).join(' ');
};
