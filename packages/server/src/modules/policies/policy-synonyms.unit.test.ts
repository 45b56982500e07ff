import { describe, expect, it } from 'vitest';
import { policySearchTerms, subjectModifiersOf } from './policy-synonyms';

const REMOTE = {
  query:
    'remote or "work from home" or "working from home" or wfh or telework or telecommute or "home office"',
  words: ['remote', 'wfh', 'telework', 'telecommute'],
  phrases: ['work from home', 'working from home', 'home office'],
  weight: 2,
};
const LEAVE = {
  query: 'leave or vacation or "time off" or pto or "days off"',
  words: ['leave', 'vacation', 'pto'],
  phrases: ['time off', 'days off'],
  weight: 2,
};
const wordTerm = (word: string) => ({ query: word, words: [word], phrases: [], weight: 1 });

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
          query: 'sick or sickness or ill or illness or medical or unwell or doctor',
          words: ['sick', 'sickness', 'ill', 'illness', 'medical', 'unwell', 'doctor'],
          phrases: [],
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
        {
          query: 'gift or presents or hospitality or bribe',
          words: ['gift', 'presents', 'hospitality', 'bribe'],
          phrases: [],
          weight: 2,
        },
        wordTerm('cash'),
      ],
    ],
    // The kind of fact asked ("minimum", "by what time") is not what the policy is about: the sentence
    // says "at least 12 characters", not "minimum length".
    [
      'What is the minimum password length?',
      [
        {
          query: 'password or passphrase or passcode or credentials',
          words: ['password', 'passphrase', 'passcode', 'credentials'],
          phrases: [],
          weight: 2,
        },
        wordTerm('what'),
        wordTerm('is'),
        wordTerm('the'),
      ],
    ],
    // What is left of a contraction says nothing either.
    [
      "I'm unwell, what's the deadline?",
      [
        expect.objectContaining({ words: expect.arrayContaining(['sick']) }),
        wordTerm('i'),
        wordTerm('what'),
        wordTerm('the'),
        wordTerm('deadline'),
      ],
    ],
    // The period of a rate is the frame of the figure asked, not the subject: a policy states its own.
    ['wfh days in a month', [REMOTE, wordTerm('days'), wordTerm('in'), wordTerm('a')]],
    [
      'sick days per year',
      [expect.objectContaining({ words: expect.arrayContaining(['sick']) }), wordTerm('days')],
    ],
    ['leave this month', [LEAVE, wordTerm('this'), wordTerm('month')]],
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
    // The words the demo's policies are written in, for the words people ask with.
    ['presents', 'gift'],
    ['doctor', 'sick'],
    ['notify', 'report'],
    ['informed', 'report'],
    ['passcode', 'password'],
    ['clients', 'customer'],
    ['roll over', '"carried forward"'],
    ['contactable', 'available'],
    ['qualify', 'eligible'],
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

describe('subjectModifiersOf', () => {
  it.each([
    ['What is the travel reimbursement limit?', ['travel']],
    ['how many days of study leave do i get', ['study']],
    ['internet allowance?', ['internet']],
    // A group's word before another's names the kind already; filler and rate periods say nothing.
    ['sick leave', []],
    ['company laptop', []],
    ['leave per month', []],
    ['is there a gym reimbursement', ['gym']],
    // A verb or a number before the subject opens no phrase.
    ['if i fall sick, by what time should i apply', []],
    ['need one day off next week', []],
    ['can I wfh on friday', []],
  ])('%j', (question, modifiers) => {
    expect(subjectModifiersOf(question)).toEqual(modifiers);
  });
});
