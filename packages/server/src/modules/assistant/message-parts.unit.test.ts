import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './classify-question';
import { readMessageParts } from './message-parts';
import type { ClassifyContext } from './question-reading';

const CONTEXT: ClassifyContext = {
  now: new Date('2026-03-02T09:00:00Z'),
  timeZone: 'Asia/Kolkata',
  roleId: 2,
};

const kindsOf = (message: string) => {
  const { parts, areQuestions } = readMessageParts(message, classifyQuestion(message, CONTEXT), CONTEXT);
  return { kinds: parts.map(({ intent }) => intent.kind), areQuestions };
};

describe('readMessageParts', () => {
  it.each<[string, string[], boolean]>([
    // Marked as questions by their words: each part answered, or said to be unanswerable.
    ['how many leaves do I have left and when is the next holiday?', ['leave-balance', 'next-holiday'], true],
    // Joined without a question word: taken apart only when each part is a question.
    ['leave balance and next public holiday pls', ['leave-balance', 'next-holiday'], false],
    ['my hours on 23 feb vs 27 feb', ['hours-tracked', 'hours-tracked'], false],
    // A part of a message may itself join two questions.
    [
      'my idle time on 24 feb and 25 feb, and when is the next holiday?',
      ['hours-tracked', 'hours-tracked', 'next-holiday'],
      true,
    ],
    // One question: a period written with "and", or a person's two times.
    ['between 10 and 20 feb how many hrs did i log', ['hours-tracked'], false],
    ['what time did i check in and check out on monday 23 feb', ['attendance'], false],
  ])('%s', (message, kinds, areQuestions) => {
    expect(kindsOf(message)).toEqual({ kinds, areQuestions });
  });

  it('gives the week that closes the message to each weekday named before it', () => {
    const message = 'How many hours did I work on Monday and on Tuesday last week?';
    const { parts } = readMessageParts(message, classifyQuestion(message, CONTEXT), CONTEXT);
    expect(parts.map(({ intent }) => intent)).toEqual([
      { kind: 'hours-tracked', range: { from: '2026-02-23', to: '2026-02-23' } },
      { kind: 'hours-tracked', range: { from: '2026-02-24', to: '2026-02-24' } },
    ]);
  });

  it('keeps the own period of a part that says it ("due next"), rather than sharing the day of another', () => {
    const message = 'How many people are present today, and whose appraisal is due next?';
    const admin = { ...CONTEXT, roleId: 1 as const };
    const { parts } = readMessageParts(message, classifyQuestion(message, admin), admin);
    expect(parts.map(({ intent }) => intent)).toEqual([
      { kind: 'attendance-missing', date: '2026-03-02' },
      { kind: 'appraisals-due', range: { from: '2026-03-02', to: '2026-04-01' } },
    ]);
  });

  it('lets a later part continue the one before and share its date', () => {
    const { parts } = readMessageParts(
      'how many hours did I work today, and how many on Friday?',
      classifyQuestion('how many hours did I work today, and how many on Friday?', CONTEXT),
      CONTEXT,
    );
    expect(parts.map(({ intent }) => intent)).toEqual([
      { kind: 'hours-tracked', range: { from: '2026-03-02', to: '2026-03-02' } },
      { kind: 'hours-tracked', range: { from: '2026-02-27', to: '2026-02-27' } },
    ]);
  });
});
