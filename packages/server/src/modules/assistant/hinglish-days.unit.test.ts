import { describe, expect, it } from 'vitest';
import { kalReading, withKalAs } from './hinglish-days';

describe('kalReading', () => {
  it.each([
    ['kal main office kitne baje aaya tha?', 'yesterday'],
    ['kal kitne ghante kaam kiya', 'yesterday'],
    ['kal office khula hoga?', 'tomorrow'],
    ['will I be on leave kal', 'tomorrow'],
    ['kal koi holiday hai kya?', 'either'],
    ['who is on leave kal', 'either'],
    ['what is my leave balance', null],
    ['Kalpana Rao ka leave balance', null],
  ] as const)('reads %j as %j', (question, reading) => {
    expect(kalReading(question)).toBe(reading);
  });

  it('writes the day meant in place of kal, keeping the rest', () => {
    expect(withKalAs('Kal koi holiday hai kya?', 'tomorrow')).toBe('tomorrow koi holiday hai kya?');
    expect(withKalAs('who is on leave kal', 'yesterday')).toBe('who is on leave yesterday');
  });
});
