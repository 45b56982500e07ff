// Words people ask with and the words policies are written in are often not the same ("wfh" for
// "remote work", "vacation" for "leave"): a question that names one term of a group also searches
// for the others. Lower case; a term of several words is searched as a phrase.
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['remote', 'work from home', 'working from home', 'wfh', 'telework', 'telecommute', 'home office'],
  ['leave', 'vacation', 'time off', 'pto', 'days off'],
  ['sick', 'sickness', 'ill', 'illness', 'medical', 'unwell', 'doctor'],
  ['laptop', 'device', 'computer', 'pc', 'phone'],
  ['salary', 'pay', 'payslip', 'wage', 'compensation'],
  ['expense', 'reimbursement', 'reimburse', 'claim', 'allowance', 'stipend'],
  ['dress', 'attire', 'clothing', 'dress code'],
  ['harassment', 'harass', 'misconduct', 'bullying', 'discrimination', 'posh'],
  // The policies tell people to report, raise a concern, make a complaint, or say that the manager
  // "is told"; people ask how to report, inform or notify.
  ['complaint', 'complain', 'grievance', 'concern', 'report', 'inform', 'notify', 'told'],
  ['password', 'passphrase', 'passcode', 'credentials'],
  ['two factor', '2 factor', '2fa', 'mfa', 'multi factor', 'authenticator', 'otp'],
  ['maternity', 'paternity', 'parental', 'pregnancy'],
  ['resign', 'resignation', 'quit', 'notice period'],
  // "How much notice for a week's leave?", "how early should I apply?": the policies say to apply
  // "before planned leave".
  ['notice', 'in advance', 'advance', 'beforehand', 'early', 'planned'],
  ['gift', 'presents', 'hospitality', 'bribe'],
  ['supplier', 'vendor', 'seller'],
  ['probation', 'new joiner', 'new joinee', 'new hire', 'newly joined'],
  ['email', 'e mail', 'mail'],
  ['phishing', 'scam', 'suspicious'],
  ['confidential', 'secret', 'nda'],
  ['bereavement', 'funeral', 'death', 'passes away', 'passed away', 'pass away', 'dies', 'died'],
  ['social media', 'linkedin', 'twitter', 'facebook', 'instagram'],
  // "Unused days are not carried forward", "cannot be saved up or carried over".
  [
    'carry forward',
    'carried forward',
    'carry over',
    'carried over',
    'roll over',
    'rollover',
    'save up',
    'saved up',
  ],
  ['customer', 'client'],
  ['eligible', 'eligibility', 'qualify', 'entitled'],
  ['reachable', 'available', 'availability', 'contactable'],
  ['usb', 'pen drive', 'flash drive', 'thumb drive'],
  // "Classify documents as Public, Internal or Confidential": PostgreSQL stems "classify" and
  // "classification" apart.
  ['classify', 'classified', 'classification', 'classifications'],
  // "a working day without attendance … is recorded as Marked Absent".
  ['attendance', 'absent', 'absence', 'turn up', 'show up', 'no show'],
];

// Words of a question that say nothing about which policy answers it, though PostgreSQL keeps them
// ("how many days", "tell me the policy on"): every policy says "this policy" and "company". Words
// that name the kind of fact asked ("the minimum length", "by what time", "is it required") are left
// to the assistant's sentence ranking: the sentence states "at least 12 characters" or "before 10:00",
// not "minimum", "length" or "time", so searching them only made a passage that answers look off-topic.
const FILLER_WORDS = new Set([
  'many',
  'much',
  'tell',
  'know',
  'please',
  'get',
  'want',
  'need',
  'policy',
  'policies',
  // What a policy does with its subject ("what does the IT policy define", "who says"), and whom a
  // question supposes ("if someone doesn't turn up").
  'define',
  'defines',
  'say',
  'says',
  'someone',
  'somebody',
  'anything',
  'something',
  'rule',
  'rules',
  'company',
  'minimum',
  'maximum',
  'min',
  'max',
  'length',
  'long',
  'far',
  'limit',
  'number',
  'amount',
  'time',
  'must',
  // The marks of a rate ("per week", "every month") with its period (ratePeriodsOf).
  'per',
  'every',
  'each',
  'required',
  'mandatory',
  'allowed',
  'permitted',
  // What is left of "I'm", "doctor's", "don't", "we'll", "I've", "you're", "I'd".
  'm',
  's',
  't',
  'll',
  've',
  're',
  'd',
  // Hindi words of a question written in Latin letters ("wfh kitne din allowed hai?").
  'kitne',
  'kitna',
  'kitni',
  'hai',
  'hain',
  'kya',
  'ka',
  'ki',
  'ke',
  'ko',
  'kab',
  'kaise',
]);

// "How many days can I work from home in a month?": the period of a rate ("in a month", "per week",
// "every year") is the frame the figure is asked in, not what the policy is about; a policy states its
// own ("2 days a week"), and searching the period made a sentence that merely names it ("… INR 1,000
// a month") look the better answer.
const RATE_WORDS = new Set(['in', 'per', 'a', 'an', 'each', 'every']);
const PERIODS = new Set(['day', 'week', 'fortnight', 'month', 'quarter', 'year']);
const ratePeriodsOf = (words: string[]) =>
  new Set(words.filter((word, position) => PERIODS.has(word) && RATE_WORDS.has(words[position - 1] ?? '')));

// At most this many words of a question are searched, which any real question stays under.
const MAX_QUERY_WORDS = 30;

// Letters and digits only, and never "or", so nothing the user types acts as a search operator
// ("or", "-word", quotes).
const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word !== 'or');

// "remotely" names "remote", "claims" names "claim": the term's word, or it with a common ending.
const ENDINGS = ['', 's', 'es', 'd', 'ed', 'ing', 'ly'];
const names = (word: string, termWord: string) => ENDINGS.some((ending) => word === `${termWord}${ending}`);

// Levenshtein distance: the fewest letters added, removed or changed to turn one text into the other.
const editDistance = (from: string, to: string) => {
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let row = 1; row <= from.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= to.length; column += 1) {
      const change = from[row - 1] === to[column - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[column] ?? 0) + 1,
          (current[column - 1] ?? 0) + 1,
          (previous[column - 1] ?? 0) + change,
        ),
      );
    }
    previous = current;
  }
  return previous[to.length] ?? 0;
};

// Typos in a long term ("pasword", "wrk from hom"): the longer the term, the more letters may be off,
// but none in a short word, where a letter makes another word ("ill" and "will", "off" and "of").
// Each word must start with the term word's letter, so "design" never names "resign".
const MIN_TYPO_WORD_LENGTH = 4;
const typoAllowance = (term: string) => (term.length >= 12 ? 2 : term.length >= 8 ? 1 : 0);
const isTypoOf = (typed: string[], termWords: string[]) => {
  const allowance = typoAllowance(termWords.join(' '));
  let edits = 0;
  for (const [index, termWord] of termWords.entries()) {
    const word = typed[index] ?? '';
    const distance = word[0] === termWord[0] ? editDistance(word, termWord) : Number.POSITIVE_INFINITY;
    if (distance > 0 && termWord.length < MIN_TYPO_WORD_LENGTH) return false;
    edits += distance;
  }
  return edits <= allowance && allowance > 0;
};

// The positions of the question's words that name the term, or none.
const positionsOf = (words: string[], term: string) => {
  const termWords = term.split(' ');
  for (let start = 0; start + termWords.length <= words.length; start += 1) {
    const typed = words.slice(start, start + termWords.length);
    if (typed.every((word, offset) => names(word, termWords[offset] ?? '')) || isTypoOf(typed, termWords)) {
      return termWords.map((_, offset) => start + offset);
    }
  }
  return [];
};

// One thing a question asks about, as a web-search style query (PostgreSQL's websearch_to_tsquery),
// and how much it counts towards the share of the question a passage covers. `words` are its
// one-word alternatives, which mark where a passage holds it: PostgreSQL would mark each word of a
// phrase wherever it stands alone ("office" for "home office"), so `phrases`, its alternatives of
// several words, are found in a sentence by the assistant itself.
export type PolicySearchTerm = { query: string; words: string[]; phrases: string[]; weight: number };

// A synonym group names a subject the policies are written about; a passage about it answers more
// of the question than one that shares some other word with it ("can I wfh on friday").
const GROUP_WEIGHT = 2;
const WORD_WEIGHT = 1;

const groupTerm = (group: readonly string[]): PolicySearchTerm => ({
  query: group.map((term) => (term.includes(' ') ? `"${term}"` : term)).join(' or '),
  words: group.filter((term) => !term.includes(' ')),
  phrases: group.filter((term) => term.includes(' ')),
  weight: GROUP_WEIGHT,
});

// The question's words (at most MAX_QUERY_WORDS, each once), the synonym groups they name with where
// each starts, and the other words searched on their own.
const readQuestion = (question: string) => {
  const asked = wordsOf(question);
  const ratePeriods = ratePeriodsOf(asked);
  const words = [...new Set(asked)].slice(0, MAX_QUERY_WORDS);
  const named = new Set<number>();
  const starts = new Set<number>();
  const groups = SYNONYM_GROUPS.filter((group) => {
    const positions = group.map((term) => positionsOf(words, term)).filter((found) => found.length > 0);
    for (const found of positions) {
      starts.add(found[0] ?? 0);
      for (const position of found) named.add(position);
    }
    return positions.length > 0;
  });
  const isOther = (word: string, position: number) =>
    !named.has(position) && !FILLER_WORDS.has(word) && !ratePeriods.has(word);
  return { words, groups, starts, isOther };
};

// What a question asks about: each synonym group it names (`remote or "work from home" or wfh`) and
// each other word. A passage that matches more of them answers more of the question. PostgreSQL
// drops the stop words ("how", "can", "i") and stems the rest.
export const policySearchTerms = (question: string): PolicySearchTerm[] => {
  const { words, groups, isOther } = readQuestion(question);
  return [
    ...groups.map(groupTerm),
    ...words
      .filter(isOther)
      .map((word) => ({ query: word, words: [word], phrases: [], weight: WORD_WEIGHT })),
  ];
};

// Words that open a noun phrase: what follows them up to the subject names its kind.
const PHRASE_OPENERS = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
  'any',
  'some',
  'for',
  'of',
  'on',
  'about',
]);

// The words that say which kind of a subject the question asks about: the word between an opener of
// its phrase (or the question's start) and a synonym group's term, "travel" in "the travel
// reimbursement limit", "study" in "of study leave". A policy that does not name it is about another
// kind ("an internet allowance"), whatever else it shares with the question. A verb before the subject
// opens no phrase ("if I fall sick", "need one day off"), and stop words ("what is a leave") are
// never searched by PostgreSQL.
export const subjectModifiersOf = (question: string): string[] => {
  const { words, starts, isOther } = readQuestion(question);
  return [...starts]
    .map((start) => start - 1)
    .filter(
      (position) =>
        position >= 0 &&
        isOther(words[position] ?? '', position) &&
        (position === 0 || PHRASE_OPENERS.has(words[position - 1] ?? '')),
    )
    .map((position) => words[position] ?? '');
};
