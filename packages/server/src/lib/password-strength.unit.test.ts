import { chosenPasswordTexts } from '@pulse/shared/domain/chosen-password';
import { describe, expect, it } from 'vitest';
import { chosenPasswordProblem } from './password-strength';

const priya = { name: 'Priya Sharma', email: 'priya@acme.example' };

describe('chosenPasswordProblem', () => {
  it.each([
    ['short', chosenPasswordTexts.tooShort],
    ['password123', chosenPasswordTexts.tooCommon],
    ['qwertyuiop', chosenPasswordTexts.tooCommon],
    ['1234567890', chosenPasswordTexts.tooCommon],
    ['Sharma@2026!', chosenPasswordTexts.containsOwnName],
    ['priya-likes-tea', chosenPasswordTexts.containsOwnName],
    ['correct horse battery', null],
    ['kX9#mQ2$vL', null],
  ])('%s → %s', (password, problem) => {
    expect(chosenPasswordProblem(password, priya)).toBe(problem);
  });
});
