import { describe, expect, it } from 'vitest';
import { chosenPasswordSchema, chosenPasswordTexts, containsPersonalWord } from './chosen-password';

const rahul = { name: 'Rahul Mehta', email: 'rahul.mehta@acme.example' };

describe('chosen password length', () => {
  it.each([
    ['', chosenPasswordTexts.required],
    ['nine-char', chosenPasswordTexts.tooShort],
    ['ten-chars!', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), chosenPasswordTexts.tooLong],
  ])('%j → %s', (password, message) => {
    const result = chosenPasswordSchema.safeParse(password);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('a password built from the person', () => {
  it.each([
    ['rahulmehta2024', true],
    ['MEHTA-rocks-99', true],
    ['acme-rahul.x', true],
    ['violet tundra lamp', false],
    // Two-letter pieces of a name are too common to refuse.
    ['ra-me-2024-xyz', false],
  ])('%s → %s', (password, expected) => {
    expect(containsPersonalWord(password, rahul)).toBe(expected);
  });
});
