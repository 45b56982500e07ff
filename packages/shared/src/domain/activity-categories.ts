// spec A §1 "website and application usage categories": each organisation sorts what its people use
// into categories, each with a productivity level, by rules on the raw application, title and URL the
// tracker sent. Rules are applied when a page is read, never stored on the activity, so a rule added
// today re-labels past days too. Pure: used by the server (viewer, reports) and the web (forms).

export const PRODUCTIVITY_LEVELS = ['productive', 'neutral', 'unproductive'] as const;
export type ProductivityLevel = (typeof PRODUCTIVITY_LEVELS)[number];

// app: the application's name equals the pattern (case-insensitive; a trailing .exe or .app is
// ignored, as Windows and macOS name applications by their file). title: the window title contains it.
// domain: the URL's host, or a domain written in the title ("github.com - Pull requests"), is the
// pattern or one of its subdomains. regex: a bounded regular expression found in the application,
// the title or the URL.
export const RULE_KINDS = ['app', 'title', 'domain', 'regex'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

// "The most specific rule wins" (issue brief, spec A §1 is silent on order). A rule's kind decides
// first: a regular expression is the broadest net, an application names every window it opens, a
// title names one window, and a domain names one site wherever it is opened. Within a kind the longer
// pattern is the more specific ("docs.google.com" over "google.com", "Pull request" over "Pull").
// Left tied (same kind, same length), the category listed first wins, then the pattern in alphabetical
// order, so the answer never depends on the order rows came from the database.
const RULE_KIND_RANK: Record<RuleKind, number> = { regex: 1, app: 2, title: 3, domain: 4 };

export const MAX_CATEGORY_NAME_LENGTH = 60;
const MAX_RULE_PATTERN_LENGTH = 200;
export const MAX_RULES_PER_CATEGORY = 200;
// Regular expressions run over each field cut to this length. Measured on V8 (2026-11): a pattern with
// two open-ended repetitions that fails on a 1,000-character title backtracks for ~350 ms, on 256
// characters for ~8 ms; the first 256 characters of a title or URL are where what names it sits.
const REGEX_INPUT_LIMIT = 256;
// More than two open-ended repetitions multiply the backtracking by the input's length once more each.
const MAX_OPEN_REPETITIONS = 2;
const MAX_REPEAT_COUNT = 100;

export type RuleProblem = 'empty' | 'tooLong' | 'domainInvalid' | 'regexInvalid' | 'regexUnsafe';

// ---- Patterns: normalise and check -----------------------------------------------------------------------

const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

// What an admin may paste for a domain: "https://www.youtube.com/watch", "*.reddit.com", "X.com".
const normalizeDomain = (pattern: string) =>
  pattern
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^\*\./, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');

// The pattern as it is stored: domains in their plain form (so "www.x.com" and "x.com" are one rule),
// the others trimmed.
export const normalizeRulePattern = (kind: RuleKind, pattern: string) =>
  kind === 'domain' ? normalizeDomain(pattern) : pattern.trim();

// A static look at a regular expression for constructs that backtrack without end: a repeated group
// that itself repeats or offers alternatives ("(a+)+", "(a|ab)*"), back-references, more than two
// open-ended repetitions, and counts over 100. Linear in the pattern; errs on the side of refusing.
export const isRegexBounded = (pattern: string): boolean => {
  type Group = { hasRepetition: boolean; hasAlternation: boolean };
  const groups: Group[] = [{ hasRepetition: false, hasAlternation: false }];
  let openRepetitions = 0;
  let index = 0;
  // The quantifier at `at`, if any: its length, whether it repeats more than once and whether it is
  // open-ended; 'refused' for a count over MAX_REPEAT_COUNT.
  const quantifierAt = (at: number) => {
    const char = pattern[at];
    if (char === '*' || char === '+') return { length: 1, isRepeating: true, isOpen: true };
    if (char === '?') return { length: 1, isRepeating: false, isOpen: false };
    const match = char === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at)) : null;
    if (!match) return null;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
    if (min > MAX_REPEAT_COUNT || (Number.isFinite(max) && max > MAX_REPEAT_COUNT)) return 'refused';
    return { length: match[0].length, isRepeating: max > 1, isOpen: !Number.isFinite(max) };
  };
  // After an atom (a repeated `group` when it closes one): its quantifier and lazy `?`, if any.
  // False when the pattern is refused.
  const afterAtom = (group: Group | null): boolean => {
    const quantifier = quantifierAt(index);
    if (quantifier === 'refused') return false;
    if (!quantifier) return true;
    index += quantifier.length;
    if (pattern[index] === '?') index += 1;
    if (group && quantifier.isRepeating && (group.hasRepetition || group.hasAlternation)) return false;
    if (quantifier.isOpen) openRepetitions += 1;
    // Any quantifier inside counts, `?` too: "(a?)+" backtracks like "(a+)+".
    (groups.at(-1) as Group).hasRepetition = true;
    return openRepetitions <= MAX_OPEN_REPETITIONS;
  };
  while (index < pattern.length) {
    const char = pattern[index];
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && pattern[index + 2] === '<')) return false;
      index += 2;
      if (!afterAtom(null)) return false;
    } else if (char === '[') {
      // A class is one atom whatever it holds; JavaScript reads "[]" as empty, not as a literal "]".
      index += 1;
      while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
      index += 1;
      if (!afterAtom(null)) return false;
    } else if (char === '(') {
      groups.push({ hasRepetition: false, hasAlternation: false });
      index += 1;
      if (pattern[index] === '?') {
        const prefix = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(pattern.slice(index));
        index += prefix ? prefix[0].length : 1;
      }
    } else if (char === ')') {
      const group = groups.pop();
      if (!group || groups.length === 0) return false;
      index += 1;
      const parent = groups.at(-1) as Group;
      parent.hasRepetition ||= group.hasRepetition;
      if (!afterAtom(group)) return false;
    } else if (char === '|') {
      (groups.at(-1) as Group).hasAlternation = true;
      index += 1;
    } else {
      index += 1;
      if (!afterAtom(null)) return false;
    }
  }
  return groups.length === 1;
};

const compilesAsRegex = (pattern: string) => {
  try {
    new RegExp(pattern, 'i');
    return true;
  } catch {
    return false;
  }
};

// Why a rule's pattern is refused, or null when it may be saved (after normalizeRulePattern).
export const ruleProblem = (kind: RuleKind, pattern: string): RuleProblem | null => {
  if (pattern === '') return 'empty';
  if (pattern.length > MAX_RULE_PATTERN_LENGTH) return 'tooLong';
  if (kind === 'domain' && !DOMAIN_PATTERN.test(pattern)) return 'domainInvalid';
  if (kind === 'regex') {
    if (!compilesAsRegex(pattern)) return 'regexInvalid';
    if (!isRegexBounded(pattern)) return 'regexUnsafe';
  }
  return null;
};

// ---- Matching --------------------------------------------------------------------------------------------

export type ActivityText = { app: string | null; title: string | null; url?: string | null | undefined };
export type CategoryRule = { categoryId: string; kind: RuleKind; pattern: string };
// The categories in the order they are listed (the tie-break).
type CategoryOrder = readonly string[];

// Domain-like words in a title: "github.com - Pull requests", "Inbox (3) - mail.google.com".
const TITLE_DOMAIN =
  /(?:^|[^\w.-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62})(?=$|[^\w-])/gi;

// The host of a URL, with or without a scheme; shared code runs where no URL class is declared (the
// package has no DOM or Node types), and a host is all the rules read.
const hostOf = (url: string) =>
  url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^[^@]*@/, '')
    .replace(/:\d*$/, '');

// The domains an activity names: its URL's host first, then any in its title.
export const domainsOf = (activity: ActivityText): string[] => {
  const domains = new Set<string>();
  const host = activity.url ? normalizeDomain(hostOf(activity.url)) : '';
  if (DOMAIN_PATTERN.test(host)) domains.add(host);
  for (const match of (activity.title ?? '').slice(0, 1000).matchAll(TITLE_DOMAIN))
    if (match[1]) domains.add(normalizeDomain(match[1]));
  return [...domains];
};

const appKey = (app: string) =>
  app
    .trim()
    .toLowerCase()
    .replace(/\.(exe|app)$/, '');

// The activity as the rules read it: app key and title lower-cased once, domains found once.
type PreparedActivity = {
  app: string;
  title: string;
  url: string;
  rawApp: string;
  rawTitle: string;
  domains: string[];
};
type Compiled = { categoryId: string; test: (activity: PreparedActivity) => boolean };

const compileRule = (rule: CategoryRule): Compiled | null => {
  const pattern = normalizeRulePattern(rule.kind, rule.pattern);
  // Rows are checked when saved; one that is not (an older row, a hand edit) is skipped, not run.
  if (ruleProblem(rule.kind, pattern) !== null) return null;
  const { categoryId } = rule;
  switch (rule.kind) {
    case 'app': {
      const key = appKey(pattern);
      return { categoryId, test: (activity) => activity.app === key };
    }
    case 'title': {
      const needle = pattern.toLowerCase();
      return { categoryId, test: (activity) => activity.title.includes(needle) };
    }
    case 'domain':
      return {
        categoryId,
        test: (activity) =>
          activity.domains.some((domain) => domain === pattern || domain.endsWith(`.${pattern}`)),
      };
    case 'regex': {
      const expression = new RegExp(pattern, 'i');
      const limited = (text: string) => expression.test(text.slice(0, REGEX_INPUT_LIMIT));
      return {
        categoryId,
        test: (activity) => limited(activity.rawApp) || limited(activity.rawTitle) || limited(activity.url),
      };
    }
  }
};

type Categorizer = (activity: ActivityText) => string | null;

// Compiles the organisation's rules once (per request) into a function from an activity to the id of
// its category, or null for Uncategorised.
export const compileCategorizer = (rules: readonly CategoryRule[], order: CategoryOrder): Categorizer => {
  const rankOf = new Map(order.map((categoryId, index) => [categoryId, index]));
  const ordered = rules
    .map((rule) => ({ rule, pattern: normalizeRulePattern(rule.kind, rule.pattern) }))
    .sort(
      (a, b) =>
        RULE_KIND_RANK[b.rule.kind] - RULE_KIND_RANK[a.rule.kind] ||
        b.pattern.length - a.pattern.length ||
        (rankOf.get(a.rule.categoryId) ?? order.length) - (rankOf.get(b.rule.categoryId) ?? order.length) ||
        (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0),
    )
    .flatMap(({ rule }) => {
      const compiled = compileRule(rule);
      return compiled ? [compiled] : [];
    });
  return (activity) => {
    const prepared: PreparedActivity = {
      app: appKey(activity.app ?? ''),
      title: (activity.title ?? '').toLowerCase(),
      url: activity.url ?? '',
      rawApp: activity.app ?? '',
      rawTitle: activity.title ?? '',
      domains: domainsOf(activity),
    };
    return ordered.find((rule) => rule.test(prepared))?.categoryId ?? null;
  };
};
