import { MONTH_NAMES } from '@pulse/shared/domain/salary-slip';

// Facts an answer of ProBot must (or must not) show, written as what they are rather than as one
// phrasing of them, so a set of questions written without reading ProBot's code can check its
// answers: a date is found in any of the formats Pulse writes dates in, a duration as h:mm or as
// hours and minutes, a number standing alone, an amount with or without grouping.
export type Fact =
  // Words, case-insensitive: a name, a status, a policy's own words ('8 characters').
  | string
  // A calendar day (YYYY-MM-DD): '2 March 2026', '2 Mar 2026', '02-Mar-2026', '2026-03-02', '2 March'.
  | { date: string }
  // A duration in whole minutes: '42:06 h', '42:06', '42h 06m', '42h 6m', '42 hours 6 minutes'.
  | { minutes: number }
  // A number on its own (18 is not found in 18.5 or 118): '18', '18.5', '1,200'.
  | { number: number }
  // An amount of money: '47,900', '47900', '47,900.00', '₹47,900.00' (Indian grouping too: '3,12,725').
  | { money: number }
  // Any one of these.
  | { anyOf: Fact[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Not a digit, a decimal point followed by a digit, or a digit group on either side.
const standalone = (pattern: string) => new RegExp(`(?<![\\d.,])${pattern}(?![\\d]|[.,]\\d)`, 'i');

const datePatterns = (date: string): RegExp[] => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const long = MONTH_NAMES[month - 1] ?? '';
  const short = long.slice(0, 3);
  const twoDigitDay = String(day).padStart(2, '0');
  return [
    standalone(`${day}(?:st|nd|rd|th)? (?:${long}|${short})`),
    standalone(`${twoDigitDay}-${short}-${year}`),
    new RegExp(escapeRegExp(date)),
    new RegExp(`(?:${long}|${short}) ${day}(?:st|nd|rd|th)?(?!\\d)`, 'i'),
  ];
};

const durationPatterns = (minutes: number): RegExp[] => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const twoDigits = String(rest).padStart(2, '0');
  return [
    standalone(`${hours}:${twoDigits}`),
    standalone(`${hours}\\s*h(?:ours?|rs?)?\\s*(?:and\\s*)?0?${rest}\\s*m(?:in(?:utes?)?)?`),
    ...(rest === 0 ? [standalone(`${hours}\\s*h(?:ours?|rs?)?(?!\\s*\\d)`)] : []),
    ...(hours === 0 ? [standalone(`${rest}\\s*m(?:in(?:utes?)?)?`)] : []),
  ];
};

// 47900 → '47,900' and '47900'; 312725 → '3,12,725' too (en-IN).
const groupings = (whole: number) => [
  String(whole),
  whole.toLocaleString('en-US'),
  whole.toLocaleString('en-IN'),
];

const numberPatterns = (value: number): RegExp[] => {
  const isWhole = Number.isInteger(value);
  const whole = Math.trunc(value);
  const decimals = isWhole ? '' : (String(value).split('.')[1] ?? '');
  return [...new Set(groupings(whole))].map((text) =>
    standalone(`${escapeRegExp(text)}${isWhole ? '(?:\\.0+)?' : `\\.${decimals}0*`}`),
  );
};

export const factIsShown = (fact: Fact, shown: string): boolean => {
  if (typeof fact === 'string') return shown.toLowerCase().includes(fact.toLowerCase());
  if ('anyOf' in fact) return fact.anyOf.some((option) => factIsShown(option, shown));
  const patterns =
    'date' in fact
      ? datePatterns(fact.date)
      : 'minutes' in fact
        ? durationPatterns(fact.minutes)
        : numberPatterns('number' in fact ? fact.number : fact.money);
  return patterns.some((pattern) => pattern.test(shown));
};

export const describeFact = (fact: Fact): string =>
  typeof fact === 'string' ? `"${fact}"` : JSON.stringify(fact);

// An honest "no": a refusal, a "no answer found", or a question back. Never counted as a wrong answer.
const DECLINES = [
  /^sorry\b/i,
  /no relevant answer found/i,
  /\bcan(?:'|’|no)t answer\b/i,
  /\bI do(?:n'|n’|)not know\b/i,
];
export const isDecline = (text: string) =>
  DECLINES.some((pattern) => pattern.test(text.trim())) || /\?\s*$/.test(text.trim());
