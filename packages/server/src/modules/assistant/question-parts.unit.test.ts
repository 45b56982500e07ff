import { describe, expect, it } from 'vitest';
import { questionParts } from './question-parts';

describe('questionParts', () => {
  it.each([
    [
      'How many leaves do I have left and when is the next holiday?',
      ['How many leaves do I have left', 'when is the next holiday?'],
    ],
    ['my leave balance? also what are my open todos', ['my leave balance', 'what are my open todos']],
    ['hours I tracked today, and who is on leave today', ['hours I tracked today', 'who is on leave today']],
    ['What is my idle time vs actual work today', ['What is my idle time vs actual work today']],
    ['apply for leave from 2 to 4 December', ['apply for leave from 2 to 4 December']],
    ['Who is on leave and who is absent?', ['Who is on leave', 'who is absent?']],
    ['leave balance and how are you', ['leave balance and how are you']],
    ['Is the office closed on Monday? ', ['Is the office closed on Monday?']],
  ])('%j → %j', (question, parts) => {
    expect(questionParts(question)).toEqual(parts);
  });
});
