import { ROLE } from '@pulse/shared/domain/roles';
import { describe, expect, it } from 'vitest';
import type { Intent } from './assistant-intent';
import { asksAnotherMeasure, measurePairQuestions } from './question-measures';
import { read } from './question-reading';

const context = { now: new Date('2026-03-02T09:00:00Z'), timeZone: 'Asia/Kolkata', roleId: ROLE.admin };
const RANGE = { from: '2026-03-02', to: '2026-04-01' };

describe('asksAnotherMeasure', () => {
  it.each<[string, Intent, boolean]>([
    ['upcoming birthdays and appraisals', { kind: 'appraisals-due', range: RANGE }, true],
    ['upcoming appraisals', { kind: 'appraisals-due', range: RANGE }, false],
    ['upcoming birthdays', { kind: 'birthdays', range: RANGE }, false],
    [
      'who was absent and how many leaves has he taken',
      { kind: 'marked-absent', whose: 'everyone', range: RANGE },
      true,
    ],
    ['what time did I leave yesterday', { kind: 'attendance', range: RANGE }, false],
    [
      'who has not acknowledged the leave policy',
      { kind: 'policy-acknowledgements', policy: 'leave' },
      false,
    ],
    ['my idle time today', { kind: 'hours-tracked', range: RANGE }, false],
    ['my idle time and budget of apollo', { kind: 'hours-tracked', range: RANGE }, true],
    ['any news about the holiday', { kind: 'next-holiday' }, true],
    // a colleague's answer shows the measure of its subject only
    [
      "Priya's leave balance and her birthday",
      { kind: 'about-person', person: 'Priya', subject: 'leave', range: null },
      true,
    ],
    ["Priya's birthday", { kind: 'about-person', person: 'Priya', subject: 'personal', range: null }, false],
    // the policy search reads any words
    ['can I take leave on a holiday', { kind: 'policy', query: 'can I take leave on a holiday' }, false],
  ])('%j read as %j: %s', (asked, intent, expected) => {
    expect(asksAnotherMeasure(read(asked, context), intent)).toBe(expected);
  });
});

describe('measurePairQuestions', () => {
  it.each<[string, [string, string] | null]>([
    ['upcoming birthdays and appraisals?', ['upcoming birthdays?', 'upcoming appraisals?']],
    [
      'any birthdays or appraisals coming up in the next few weeks?',
      ['any birthdays coming up in the next few weeks?', 'any appraisals coming up in the next few weeks?'],
    ],
    ['my leaves and holidays this year', ['my leaves this year', 'my holidays this year']],
    [
      'budget and deadline of pulse mobile app',
      ['budget of pulse mobile app', 'deadline of pulse mobile app'],
    ],
    ['leave and attendance of priya', ['leave of priya', 'attendance of priya']],
    // One measure, or no measure joined
    ['birthdays and birthdays', null],
    ['Priya and Vikram hours last week', null],
  ])('%j', (asked, expected) => {
    expect(measurePairQuestions(asked)).toEqual(expected);
  });
});
