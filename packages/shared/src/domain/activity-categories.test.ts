import { describe, expect, it } from 'vitest';
import {
  type ActivityText,
  type CategoryRule,
  compileCategorizer,
  domainsOf,
  isRegexBounded,
  normalizeRulePattern,
  type RuleKind,
  ruleProblem,
} from './activity-categories';
import { planDay } from './simulated-day';
import { STARTER_CATEGORIES } from './starter-categories';

const rule = (categoryId: string, kind: RuleKind, pattern: string): CategoryRule => ({
  categoryId,
  kind,
  pattern,
});
const activity = (app: string | null, title: string | null = null, url: string | null = null) => ({
  app,
  title,
  url,
});

const RULES: CategoryRule[] = [
  rule('dev', 'app', 'Visual Studio Code'),
  rule('dev', 'domain', 'github.com'),
  rule('docs', 'domain', 'docs.github.com'),
  rule('chat', 'app', 'Slack'),
  rule('video', 'title', '- YouTube'),
  rule('video', 'domain', 'youtube.com'),
  rule('social', 'title', 'Reddit'),
  rule('catch', 'regex', '^Google Chrome$'),
  rule('editor-title', 'title', 'secret-plan'),
];
const ORDER = ['dev', 'docs', 'chat', 'video', 'social', 'catch', 'editor-title'];

describe('compileCategorizer: which category an activity falls in', () => {
  const categorize = compileCategorizer(RULES, ORDER);
  it.each<[string, ActivityText, string | null]>([
    ['an application by its exact name', activity('Visual Studio Code', 'a.ts — pulse'), 'dev'],
    ['an application name ignores case and spaces around it', activity(' slack '), 'chat'],
    ['an application name ignores .exe', activity('Slack.exe'), 'chat'],
    ['a partial application name is no match', activity('Slack Helper'), null],
    ['a domain from the URL', activity('Firefox', 'Pull requests', 'https://github.com/x/y/pulls'), 'dev'],
    ['a subdomain of a domain rule', activity('Firefox', '', 'https://gist.github.com/a'), 'dev'],
    ['the longer domain wins', activity('Firefox', '', 'https://docs.github.com/en'), 'docs'],
    ['a domain found in the title', activity('Firefox', 'github.com - Pull requests'), 'dev'],
    ['a domain in the title with www.', activity('Firefox', 'www.youtube.com/watch — Firefox'), 'video'],
    ['a look-alike domain is no match', activity('Firefox', '', 'https://notgithub.com'), null],
    [
      'a domain with the rule as a prefix is no match',
      activity('Firefox', '', 'https://github.com.evil.io'),
      null,
    ],
    ['title contains, case-insensitive', activity('Firefox', 'Cats - youtube'), 'video'],
    // Kind order: domain > title > app > regex.
    [
      'a title rule beats an application rule',
      activity('Visual Studio Code', 'secret-plan.md'),
      'editor-title',
    ],
    [
      'a domain rule beats a title rule',
      activity('Firefox', 'Reddit on github', 'https://github.com/r'),
      'dev',
    ],
    ['an application rule beats a regular expression', activity('Slack'), 'chat'],
    ['a regular expression when nothing else matches', activity('Google Chrome', 'New Tab'), 'catch'],
    ['uncategorised when no rule matches', activity('Calculator', 'Calculator'), null],
    ['no application, no title, no URL', activity(null), null],
  ])('%s', (_name, input, expected) => {
    expect(categorize(input)).toBe(expected);
  });

  it.each<[string, CategoryRule[], string[], string]>([
    [
      'same kind and length: the category listed first',
      [rule('b', 'title', 'Jira'), rule('a', 'title', 'Docs')],
      ['a', 'b'],
      'a',
    ],
    [
      'same kind and length, order reversed',
      [rule('b', 'title', 'Jira'), rule('a', 'title', 'Docs')],
      ['b', 'a'],
      'b',
    ],
    [
      'same category too: the pattern first in alphabetical order',
      [rule('y', 'title', 'jira'), rule('x', 'title', 'docs')],
      [],
      'x',
    ],
    [
      'a longer title pattern beats a shorter one whatever the order',
      [rule('a', 'title', 'Docs'), rule('b', 'title', 'Jira Docs')],
      ['a', 'b'],
      'b',
    ],
  ])('ties: %s', (_name, rules, order, expected) => {
    expect(compileCategorizer(rules, order)(activity('Firefox', 'Jira Docs'))).toBe(expected);
  });

  it('runs a regular expression over the application, the title and the URL, each cut to 256 characters', () => {
    const categorize = compileCategorizer([rule('r', 'regex', 'build-\\d+$')], ['r']);
    expect(categorize(activity('App', 'build-42'))).toBe('r');
    expect(categorize(activity('App', 'x', 'https://ci.io/build-7'))).toBe('r');
    expect(categorize(activity('App', `${'x'.repeat(300)} build-42`))).toBeNull();
  });

  it('skips a stored rule that would not be accepted today instead of running it', () => {
    const categorize = compileCategorizer([rule('bad', 'regex', '(a+)+$'), rule('ok', 'app', 'A')], []);
    expect(categorize(activity('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'))).toBeNull();
    expect(categorize(activity('A'))).toBe('ok');
  });
});

describe('domainsOf', () => {
  it.each<[string, ActivityText, string[]]>([
    ['URL host, www. dropped', activity('x', '', 'https://www.youtube.com/watch?v=1'), ['youtube.com']],
    ['a URL without a scheme', activity('x', '', 'github.com/a/b'), ['github.com']],
    [
      'host and title domains',
      activity('x', 'mail.google.com - Inbox', 'https://a.io'),
      ['a.io', 'mail.google.com'],
    ],
    [
      'a file name with a dash after the extension is not a domain',
      activity('x', 'x.com-client.ts'),
      ['x.com-client.ts'],
    ],
    ['no URL, no domain-like word', activity('x', 'Daily stand-up'), []],
    ['a malformed URL is ignored', activity('x', '', 'http://'), []],
  ])('%s', (_name, input, expected) => {
    expect(domainsOf(input)).toEqual(expected);
  });
});

describe('rule patterns', () => {
  it.each<[RuleKind, string, string]>([
    ['domain', ' https://www.YouTube.com/watch?v=1 ', 'youtube.com'],
    ['domain', '*.reddit.com', 'reddit.com'],
    ['domain', 'github.com:443/', 'github.com'],
    ['title', '  - Jira ', '- Jira'],
    ['app', ' Slack ', 'Slack'],
  ])('normalises a %s pattern %j to %j', (kind, pattern, expected) => {
    expect(normalizeRulePattern(kind, pattern)).toBe(expected);
  });

  it.each<[RuleKind, string, ReturnType<typeof ruleProblem>]>([
    ['app', '', 'empty'],
    ['title', 'x'.repeat(201), 'tooLong'],
    ['title', 'x'.repeat(200), null],
    ['domain', 'localhost', 'domainInvalid'],
    ['domain', 'has space.com', 'domainInvalid'],
    ['domain', 'x.com', null],
    ['regex', '(', 'regexInvalid'],
    ['regex', '[a-', 'regexInvalid'],
    ['regex', `${'a'.repeat(201)}`, 'tooLong'],
    ['regex', '^Pull request .* GitHub$', null],
    ['regex', '(a+)+$', 'regexUnsafe'],
  ])('%s %j: %s', (kind, pattern, expected) => {
    expect(ruleProblem(kind, pattern)).toBe(expected);
  });
});

describe('isRegexBounded: constructs prone to catastrophic backtracking are refused', () => {
  it.each<[string, boolean]>([
    ['plain text', true],
    ['^(jira|confluence) - ', true],
    ['\\bPR #\\d+\\b', true],
    ['(https?://)?github\\.com', true],
    ['jira.*sprint.*board', true],
    ['[a-z]{2,10}\\.(com|org)', true],
    ['(ab)+c', true],
    ['[(+*]+x', true],
    ['\\(a+\\)+', true],
    ['(a+)+', false],
    ['(a*)*b', false],
    ['(a?)+b', false],
    ['(x+x+)+y', false],
    ['((a)+)+', false],
    ['(a|aa)+', false],
    ['(?:a|b)*c', false],
    ['(\\w+\\s?)*$', false],
    ['(a)\\1', false],
    ['(?<x>a)\\k<x>', false],
    ['a.*b.*c.*d', false],
    ['.*.*.*x', false],
    ['a{1,1000}', false],
    ['(a{2}){3}', false],
  ])('%j → %s', (pattern, expected) => {
    expect(isRegexBounded(pattern)).toBe(expected);
  });
});

describe('the starter set', () => {
  const rules = STARTER_CATEGORIES.flatMap((category) =>
    category.rules.map(([kind, pattern]) => rule(category.name, kind, pattern)),
  );
  const categorize = compileCategorizer(
    rules,
    STARTER_CATEGORIES.map((category) => category.name),
  );

  it('has valid rules, each pattern once per kind', () => {
    for (const entry of rules) expect(ruleProblem(entry.kind, entry.pattern), entry.pattern).toBeNull();
    const keys = rules.map((entry) => `${entry.kind}:${entry.pattern.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each<[ActivityText, string | null]>([
    [activity('Visual Studio Code', 'youtube-embed.tsx — pulse'), 'Development'],
    [activity('Google Chrome', 'Pull request #482 · pulse/pulse · GitHub'), 'Development'],
    [activity('Google Chrome', 'PULSE-311 Time sheet filters - Jira'), 'Development'],
    [activity('Zoom', 'Zoom Meeting - Daily stand-up'), 'Communication'],
    [activity('Google Chrome', 'MDN Web Docs - Intl.DateTimeFormat'), 'Documentation & Office'],
    [activity('Firefox', 'Home', 'https://x.com/home'), 'Social Media'],
    [activity('Google Chrome', 'Lo-fi beats - YouTube'), 'Entertainment'],
    [activity('Lock screen', 'Locked'), null],
  ])('%j → %s', (input, expected) => {
    expect(categorize(input)).toBe(expected);
  });

  it('puts the demo’s working windows in categories: productive, neutral and unproductive time', () => {
    const levelOf = new Map(STARTER_CATEGORIES.map((category) => [category.name, category.productivity]));
    const seconds = new Map<string, number>();
    for (const interval of planDay('demo:E-1', '2026-03-04', 'Asia/Kolkata').intervals) {
      if (interval.kind !== 'focus') continue;
      const category = categorize(interval);
      const level = category ? (levelOf.get(category) ?? 'uncategorised') : 'uncategorised';
      seconds.set(level, (seconds.get(level) ?? 0) + interval.durationSeconds);
    }
    expect(seconds.get('productive')).toBeGreaterThan(seconds.get('neutral') ?? 0);
    expect(seconds.get('neutral')).toBeGreaterThan(0);
    expect(seconds.get('unproductive')).toBeGreaterThan(0);
    // Only the lock screen (away) is left uncategorised.
    const uncategorised = planDay('demo:E-1', '2026-03-04', 'Asia/Kolkata').intervals.filter(
      (interval) => interval.kind === 'focus' && categorize(interval) === null,
    );
    expect(new Set(uncategorised.map((interval) => (interval.kind === 'focus' ? interval.app : '')))).toEqual(
      new Set(['Lock screen']),
    );
  });
});
