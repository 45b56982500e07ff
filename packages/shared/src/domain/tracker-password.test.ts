import { describe, expect, it } from 'vitest';
import { isValidTrackerPassword } from './tracker-password';

describe('tracker password rule (spec A §5: 6 to 10 of letters, digits and !@#$%^&*(),.?":{}|<>_-)', () => {
  it.each([
    ['Demo@123', true],
    ['abcdef', true],
    ['abcdefghij', true],
    ['!@#$%^&*()', true],
    ['a.b?c"d{e}', true],
    ['x|y<z>_-', true],
    ['abcde', false],
    ['abcdefghijk', false],
    ['with space', false],
    ['pässwort', false],
    ['semi;colon', false],
    ['', false],
  ])('%j → %s', (password, expected) => {
    expect(isValidTrackerPassword(password)).toBe(expected);
  });
});
