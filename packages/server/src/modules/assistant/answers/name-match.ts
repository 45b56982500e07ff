import { editDistance } from '../question-words';

// Names as people write them in a question: "apollo" for "Project Apollo", "priya nair" or "Priya's"
// for "Priya Nair", a slip of one letter ("Nayr"). The closest kind of match wins: the whole name, then
// every word written being a word of the name, then beginnings and slips.

const wordsOf = (text: string, ignoredWords: ReadonlySet<string>) =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !ignoredWords.has(word));

// A written word stands for a word of the name when it is its beginning (3 letters or more: "cust" for
// "Customer") or one edit away from it (4 letters or more).
const isLooseMatch = (written: string, word: string) =>
  (written.length >= 3 && word.startsWith(written)) ||
  (written.length >= 4 && editDistance(written, word) <= 1);

const MATCH_TIERS = [
  (written: string[], words: string[]) => written.join(' ') === words.join(' '),
  (written: string[], words: string[]) => written.every((typed) => words.includes(typed)),
  (written: string[], words: string[]) =>
    written.every((typed) => words.some((word) => word === typed || isLooseMatch(typed, word))),
];

// The items whose name the question means: several when it could mean any of them, none when no name
// fits. `ignoredWords` are left out on both sides ("project" in "Project Apollo" and "the Apollo project").
export const matchNames = <T>(
  asked: string,
  items: readonly T[],
  nameOf: (item: T) => string,
  ignoredWords: ReadonlySet<string> = new Set(),
): T[] => {
  const written = wordsOf(asked, ignoredWords);
  if (written.length === 0) return [];
  const named = items.map((item) => ({ item, words: wordsOf(nameOf(item), ignoredWords) }));
  for (const matches of MATCH_TIERS) {
    const found = named.filter(({ words }) => matches(written, words)).map(({ item }) => item);
    if (found.length > 0) return found;
  }
  return [];
};

// The words of a name as written, longest first: what a search for the person starts from.
export const searchWordsOf = (asked: string) =>
  wordsOf(asked, new Set()).sort((a, b) => b.length - a.length || a.localeCompare(b));
