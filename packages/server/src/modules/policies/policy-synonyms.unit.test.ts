import { describe, expect, it } from 'vitest';
import { policySearchTerms } from './policy-synonyms';

const REMOTE = {
  query:
    'remote or "work from home" or "working from home" or wfh or telework or telecommute or "home office"',
  words: ['remote', 'wfh', 'telework', 'telecommute'],
  weight: 2,
};
const LEAVE = {
  query: 'leave or vacation or "time off" or pto or "days off"',
  words: ['leave', 'vacation', 'pto'],
  weight: 2,
};
const wordTerm = (word: string) => ({ query: word, words: [word], weight: 1 });

describe('policySearchTerms', () => {
  it.each([
    [
      'How many days can I work remotely?',
      [REMOTE, wordTerm('how'), wordTerm('days'), wordTerm('can'), wordTerm('i'), wordTerm('work')],
    ],
    // The phrase names the group; its words are not searched again on their own.
    ['Work from home?', [REMOTE]],
    ['WFH', [REMOTE]],
    [
      'vacations and sick days',
      [
        LEAVE,
        {
          query: 'sick or sickness or ill or illness or medical or unwell',
          words: ['sick', 'sickness', 'ill', 'illness', 'medical', 'unwell'],
          weight: 2,
        },
        wordTerm('and'),
        wordTerm('days'),
      ],
    ],
    // Words every policy holds say nothing about which one answers.
    ['Tell me the policy rules please', [wordTerm('me'), wordTerm('the')]],
    // Nothing typed acts as a search operator: only letters and digits reach the query.
    [
      '"gifts" or -cash',
      [
        { query: 'gift or hospitality or bribe', words: ['gift', 'hospitality', 'bribe'], weight: 2 },
        wordTerm('cash'),
      ],
    ],
    ['', []],
    ['?!', []],
  ])('%j', (question, terms) => {
    expect(policySearchTerms(question)).toEqual(terms);
  });

  it.each([
    ['remotely', 'remote'],
    ['claims', 'claim'],
    ['reimbursed', 'reimburse'],
    ['harassed', 'harass'],
    ['e-mail', 'email'],
  ])('%s names the synonym group of %s', (word, groupWord) => {
    expect(policySearchTerms(word)[0]?.query).toContain(groupWord);
  });

  it.each([
    ['wrk from hom', 'remote'],
    ['pasword', 'password'],
    ['vacaton', 'vacation'],
    ['allowence', 'allowance'],
  ])('the typo %j names the synonym group of %s', (typed, groupWord) => {
    expect(policySearchTerms(typed)).toEqual([
      expect.objectContaining({ query: expect.stringContaining(groupWord) }),
    ]);
  });

  it.each([['quite'], ['illegal'], ['payroll'], ['will'], ['design'], ['remove']])(
    '%s names no synonym group',
    (word) => {
      expect(policySearchTerms(word)).toEqual([wordTerm(word)]);
    },
  );

  it('reads "days of" as words, not as a typo of "days off"', () => {
    expect(policySearchTerms('days of work')).toEqual([wordTerm('days'), wordTerm('of'), wordTerm('work')]);
  });

  it('searches at most 30 words of a long question', () => {
    const question = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    expect(policySearchTerms(question)).toHaveLength(30);
  });
});
