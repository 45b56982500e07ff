import { describe, expect, it } from 'vitest';
import { correctWord, editDistance, normalizeQuestion } from './question-words';

describe('editDistance', () => {
  it.each([
    ['leave', 'leave', 0],
    ['leav', 'leave', 1],
    ['projetcs', 'projects', 1],
    ['attendence', 'attendance', 1],
    ['tomorow', 'tomorrow', 1],
    ['hours', 'yours', 1],
    ['abc', '', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('correctWord', () => {
  it.each([
    ['leav', 'leave'],
    ['balence', 'balance'],
    ['holliday', 'holiday'],
    ['attendence', 'attendance'],
    ['polcy', 'policy'],
    ['projetcs', 'projects'],
    ['birthdya', 'birthday'],
    ['salery', 'salary'],
    ['aproval', 'approval'],
    ['decmber', 'december'],
    ['tommorow', 'tomorrow'],
  ])('reads %s as %s', (typo, word) => {
    expect(correctWord(typo)).toBe(word);
  });

  // Names, everyday words and short words are never typos.
  it.each([
    'rahul',
    'priya',
    'neha',
    'karan',
    'vikram',
    'sneha',
    'rohan',
    'apollo',
    'website',
    'your',
    'ours',
    'wear',
    'joining',
    'parking',
    'actually',
    'leaf',
    'hrs',
    // A policy's subject, however near a keyword.
    'probation',
    'stipend',
  ])('keeps %s', (word) => {
    expect(correctWord(word)).toBe(word);
  });
});

describe('normalizeQuestion', () => {
  const words = (question: string) => normalizeQuestion(question).text;

  it.each([
    ['What is my LEAVE balance?', 'what is my leave balance'],
    ["What's my salary", 'what is my salary'],
    ["who didn't mark attendance", 'who did not mark attendance'],
    ['who didnt mark attendance', 'who did not mark attendance'],
    ["I can't find it", 'i can not find it'],
    ['my open to-dos', 'my open todo'],
    ['what tasks do I have to do', 'what todo do i have todo'],
    ['my time sheet', 'my timesheet'],
    ['leaves remaining', 'leave remaining'],
    ['leav balence', 'leave balance'],
    ['is 25/12 or 2026-12-25 or 2-4 Dec free', 'is 25/12 or 2026-12-25 or 2-4 dec free'],
  ])('reads %j as %j', (question, text) => {
    expect(words(question)).toBe(text);
  });

  it('keeps names as written and marks possessives', () => {
    const { tokens } = normalizeQuestion('Show Priya Nair’s screenshots');
    expect(tokens.map(({ word, raw, isPossessive }) => [word, raw, isPossessive])).toEqual([
      ['show', 'Show', false],
      ['priya', 'Priya', false],
      ['nair', 'Nair', true],
      ['screenshots', 'screenshots', false],
    ]);
  });

  it('gives where each word starts in the text', () => {
    const { text, starts } = normalizeQuestion("what's Rahul's salary");
    expect(starts.map((start) => text.slice(start).split(' ')[0])).toEqual(['what', 'is', 'rahul', 'salary']);
  });
});
