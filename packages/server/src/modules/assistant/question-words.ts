// The words of a question to ProBot, made comparable: lower-case, contractions spelled out, synonyms
// folded ("tasks", "to-do" → "todo") and typos corrected against the words the classifier looks for.
// Each token keeps what was written, so names ("Priya Nair", "Website Redesign") come back as typed.

export type QuestionToken = {
  // Normalised: lower-case, folded and corrected.
  word: string;
  // As written, original case (a contraction's parts share it).
  raw: string;
  // Written with 's ("Rahul's"): `word` and `raw` are without it.
  isPossessive: boolean;
};

export type NormalizedQuestion = {
  tokens: QuestionToken[];
  // The words joined by single spaces; token i starts at `starts[i]`.
  text: string;
  starts: number[];
};

// The words the classifier's patterns look for: the targets of typo correction.
export const KEYWORDS: readonly string[] = [
  // the asker's own record and the organisation's headcount
  'appraisal',
  'appraisals',
  'increment',
  'promotion',
  'shift',
  'department',
  'designation',
  'position',
  'joining',
  'headcount',
  'employees',
  // leave
  'leave',
  'leaves',
  'vacation',
  'balance',
  'remaining',
  'available',
  'entitled',
  'entitlement',
  'eligible',
  'quota',
  'taken',
  'apply',
  'applied',
  'application',
  'applications',
  'request',
  'requests',
  'pending',
  'approve',
  'approved',
  'approval',
  'approvals',
  'rejected',
  'status',
  'history',
  'waiting',
  'awaiting',
  // holidays and birthdays
  'holiday',
  'holidays',
  'festival',
  'upcoming',
  'birthday',
  'birthdays',
  // attendance and time
  'attendance',
  'present',
  'absent',
  'mark',
  'marked',
  'missing',
  'hours',
  'tracked',
  'track',
  'tracker',
  'idle',
  'actual',
  'work',
  'worked',
  'working',
  'timesheet',
  'spent',
  'spend',
  'logged',
  'productive',
  'productivity',
  'activity',
  'screenshot',
  'screenshots',
  // pay
  'salary',
  'salaries',
  'payslip',
  'payslips',
  'payroll',
  'earn',
  'earns',
  'earning',
  'earnings',
  'income',
  'wages',
  'compensation',
  // projects and to-dos
  'project',
  'projects',
  'budget',
  'exceed',
  'exceeded',
  'exceeding',
  'manager',
  'manages',
  'todo',
  'todos',
  'task',
  'tasks',
  'assigned',
  // people
  'employee',
  'employees',
  'phone',
  'number',
  'address',
  'email',
  'birth',
  'personal',
  'details',
  'mobile',
  'contact',
  // policies
  'policy',
  'policies',
  'remote',
  'remotely',
  'notice',
  'period',
  'carry',
  'forward',
  'resignation',
  'conduct',
  // conversation
  'help',
  'hello',
  'thanks',
  'thank',
  'morning',
  'afternoon',
  'evening',
  // dates
  'today',
  'tomorrow',
  'yesterday',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

// Everyday words that are never typos of a keyword ("your" is not "hours", "wear" is not "year").
const COMMON_WORDS = `a about above actually after again against all allowed allow also am an and any
anybody anyone anything are around as ask at away back be been before being below best between both but by
call can cannot change check close closed come comes coming company contract could current date dates day
days dear did do does doing done down dress due during each else end ends enough every everybody everyone
everything far few first following for free from full get gets give go goes going good got had half has have
having he hear held her here him his home how however i if in info information into is it its joined joining
just keep kind know last learn least left less let like list live lives long look made make makes many
married maternity may me mine more most much must my name near need needs never new next no nobody none not
now of off office ok okay on once one only open or other our ours out over own parking part past paternity
people per percent please previous probot remove right rule rules same say see send sent set shall she
should show since so some someone something soon staff start stay stays still such sure take takes tell than
that the their them then there these they thing things think this those through till time to total under
until up upon us use used very want wants warning was way we wear well were what when where whether which
while who whom whose why will with within without word worker workers would yes you your yours
arrive arrived came clock clocked punch punched gross net basic pay paid payment deduct deducted
deduction deductions cut cuts offline timings timing join
checkin checkout become becomes got sick casual annual earned unpaid comp bereavement
book booked booking cancel cancelled plan planned completed complete finished closed ongoing active
took checked log logs denied rate rates hourly manual
count counts counted calculated considered treated value worth limit maximum minimum accept accepted receive
top used using recently lately recent already ago officially lower higher bigger smaller minute minutes mins`.split(
  /\s+/,
);

const MONTH_ABBREVIATIONS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
];

// Words of instructions wrapped around a question ("pretend you are the admin"): known, so that
// they are never "corrected" into keywords ("pretend" read as "present").
const INSTRUCTION_WORDS =
  `act administrator developer disregard ignore instruction instructions jailbreak mode override
pretend prompt prompts role system unrestricted game play restrictions rights privileges`.split(/\s+/);

// Words of the policies' subjects, kept as written: "probation" is not a typo of "promotion".
const POLICY_SUBJECT_WORDS =
  `bereavement certificate conduct confidential encash encashment funeral harassment
hospitality medical phishing probation reimburse reimbursement resign resignation stipend supplier vendor`.split(
    /\s+/,
  );

const KNOWN_WORDS = new Set([
  ...KEYWORDS,
  ...COMMON_WORDS,
  ...MONTH_ABBREVIATIONS,
  ...INSTRUCTION_WORDS,
  ...POLICY_SUBJECT_WORDS,
]);

export const isKnownWord = (word: string) => KNOWN_WORDS.has(word);

// Spelled-out contractions written without an apostrophe ("didnt", "whats").
const CONTRACTIONS: Record<string, string[]> = {
  arent: ['are', 'not'],
  cant: ['can', 'not'],
  didnt: ['did', 'not'],
  doesnt: ['does', 'not'],
  dont: ['do', 'not'],
  hasnt: ['has', 'not'],
  havent: ['have', 'not'],
  im: ['i', 'am'],
  isnt: ['is', 'not'],
  ive: ['i', 'have'],
  wasnt: ['was', 'not'],
  werent: ['were', 'not'],
  whats: ['what', 'is'],
  whos: ['who', 'is'],
  wont: ['will', 'not'],
};

// Words before 's that make "is", not a possessive ("what's", "who's").
const IS_CONTRACTIONS = new Set([
  'he',
  'here',
  'how',
  'it',
  'she',
  'that',
  'there',
  'what',
  'when',
  'where',
  'who',
]);
const NOT_CONTRACTION_BASES: Record<string, string> = { ca: 'can', sha: 'shall', wo: 'will' };
const APOSTROPHE_SUFFIXES: Record<string, string> = {
  d: 'would',
  ll: 'will',
  m: 'am',
  re: 'are',
  ve: 'have',
};

// One word for one meaning, so each pattern names an idea once.
const SYNONYMS: Record<string, string> = {
  bal: 'balance',
  bday: 'birthday',
  bdays: 'birthdays',
  hour: 'hours',
  hrs: 'hours',
  hw: 'how',
  hv: 'have',
  yr: 'year',
  yrs: 'years',
  wk: 'week',
  wks: 'weeks',
  mnth: 'month',
  // Hindi possessives and pronoun in Hinglish questions ("mere kitne leave pending hain").
  mera: 'my',
  mere: 'my',
  meri: 'my',
  mujhe: 'me',
  leaves: 'leave',
  pls: 'please',
  ppl: 'people',
  plz: 'please',
  task: 'todo',
  tasks: 'todo',
  tmrw: 'tomorrow',
  todos: 'todo',
  u: 'you',
  ur: 'your',
  yday: 'yesterday',
};

// Two words that mean one ("to do", "time sheet").
const PAIRS: Record<string, string> = {
  'birth day': 'birthday',
  'e mail': 'email',
  'pay slip': 'payslip',
  'pay slips': 'payslip',
  'time sheet': 'timesheet',
  'to do': 'todo',
  'to dos': 'todo',
};

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
// neighbouring letters ("projetcs") each cost 1.
export const editDistance = (a: string, b: string): number => {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
};

const MIN_CORRECTED_LENGTH = 4;
const MIN_MONTH_TYPO_LENGTH = 5;
const MONTH_KEYWORDS = new Set(['june', 'july']);
const LONG_WORD_LENGTH = 7;

// An unknown word of 4 letters or more becomes the nearest keyword within 1 edit (2 from 7 letters);
// the earlier keyword wins a tie. Anything else is kept: it may be a name.
export const correctWord = (word: string): string => {
  if (word.length < MIN_CORRECTED_LENGTH || !/^\p{L}+$/u.test(word) || KNOWN_WORDS.has(word)) return word;
  const allowed = word.length >= LONG_WORD_LENGTH ? 2 : 1;
  let best = word;
  let bestDistance = allowed + 1;
  for (const keyword of KEYWORDS) {
    if (Math.abs(keyword.length - word.length) >= bestDistance) continue;
    // "Pune" is a city, not a slip of "June": a short word is no month's typo.
    if (word.length < MIN_MONTH_TYPO_LENGTH && MONTH_KEYWORDS.has(keyword)) continue;
    const distance = editDistance(word, keyword);
    if (distance < bestDistance) {
      best = keyword;
      bestDistance = distance;
    }
  }
  return best;
};

type RawToken = { word: string; raw: string; isPossessive: boolean };

// One written word → its parts: "didn't" → did not, "what's" → what is, "Rahul's" → Rahul
// (possessive), "to-do" → to do. Numbers keep their separators: "25/12", "2-4", "2026-12-25".
const splitWord = (written: string): RawToken[] => {
  const raw = written.replace(/\u2019/g, "'");
  const lower = raw.toLowerCase();
  if (/\d/.test(lower)) return [{ word: lower, raw, isPossessive: false }];
  const apostrophe = lower.lastIndexOf("'");
  if (apostrophe > 0) {
    const base = lower.slice(0, apostrophe);
    const suffix = lower.slice(apostrophe + 1);
    const rawBase = raw.slice(0, apostrophe);
    if (suffix === 's' && !base.includes("'")) {
      return IS_CONTRACTIONS.has(base)
        ? [plain(base, rawBase), plain('is', rawBase)]
        : [{ word: base, raw: rawBase, isPossessive: true }];
    }
    if (suffix === 't' && base.endsWith('n')) {
      const verb = base.slice(0, -1);
      return [plain(NOT_CONTRACTION_BASES[verb] ?? verb, rawBase), plain('not', rawBase)];
    }
    const spelled = APOSTROPHE_SUFFIXES[suffix];
    if (spelled) return [plain(base, rawBase), plain(spelled, rawBase)];
  }
  const parts = raw.split(/['.-]/).filter((part) => part !== '');
  return parts.length > 1 && lower.includes('-')
    ? parts.map((part) => plain(part.toLowerCase(), part))
    : [plain(lower.replace(/['.]/g, ''), raw)];
};

const plain = (word: string, raw: string): RawToken => ({ word, raw, isPossessive: false });

const normalizeWord = (token: RawToken): RawToken[] => {
  const spelled = CONTRACTIONS[token.word];
  if (spelled) return spelled.map((word) => ({ ...token, word }));
  const corrected = correctWord(token.word);
  return [{ ...token, word: SYNONYMS[corrected] ?? corrected }];
};

const foldPairs = (tokens: RawToken[]): RawToken[] => {
  const folded: RawToken[] = [];
  for (const token of tokens) {
    const last = folded.at(-1);
    const pair = last && !last.isPossessive ? PAIRS[`${last.word} ${token.word}`] : undefined;
    if (last && pair) {
      folded[folded.length - 1] = {
        word: pair,
        raw: `${last.raw} ${token.raw}`,
        isPossessive: token.isPossessive,
      };
    } else {
      folded.push(token);
    }
  }
  return folded;
};

// "Neha Kapoor ki salary": the Hindi possessive after a name is the name's "'s".
const HINDI_POSSESSIVES = new Set(['ka', 'ki', 'ke']);
const foldHindiPossessives = (tokens: RawToken[]): RawToken[] => {
  const folded: RawToken[] = [];
  for (const token of tokens) {
    const last = folded.at(-1);
    if (last && HINDI_POSSESSIVES.has(token.raw.toLowerCase()) && !isKnownWord(last.word)) {
      folded[folded.length - 1] = { ...last, isPossessive: true };
    } else {
      folded.push(token);
    }
  }
  return folded;
};

// Words are letters and digits, joined inside a word by ' / . - (so "25/12", "Rahul's" stay whole);
// every other character separates words.
const WORD_PATTERN = /[\p{L}\p{M}\p{N}]+(?:['\u2019./-][\p{L}\p{M}\p{N}]+)*/gu;

export const normalizeQuestion = (question: string): NormalizedQuestion => {
  const written = question.match(WORD_PATTERN) ?? [];
  const tokens = foldHindiPossessives(foldPairs(written.flatMap(splitWord).flatMap(normalizeWord)));
  const starts: number[] = [];
  let offset = 0;
  for (const token of tokens) {
    starts.push(offset);
    offset += token.word.length + 1;
  }
  return { tokens, text: tokens.map((token) => token.word).join(' '), starts };
};
