import { z } from 'zod';

// A password a person chooses for themselves (reset, invitation, change) follows a real policy; the
// spec's 6–10 character rule (spec A §5) stays for the Tracker Password field an administrator fills.
export const CHOSEN_PASSWORD_MIN_LENGTH = 10;
export const CHOSEN_PASSWORD_MAX_LENGTH = 128;

export const chosenPasswordTexts = {
  required: 'Please enter a password',
  tooShort: `Use at least ${CHOSEN_PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${CHOSEN_PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common or too easy to guess. Try a few unrelated words.',
  containsOwnName: 'Do not use your name or e-mail address in your password',
  mismatch: 'The passwords do not match',
} as const;

// The length rule is all a browser can check alone; strength is judged on the server, which holds
// the dictionaries and the person's name and e-mail.
export const chosenPasswordSchema = z
  .string()
  .min(1, { message: chosenPasswordTexts.required, abort: true })
  .min(CHOSEN_PASSWORD_MIN_LENGTH, chosenPasswordTexts.tooShort)
  .max(CHOSEN_PASSWORD_MAX_LENGTH, chosenPasswordTexts.tooLong);

// The parts of a person's name and address that must not make up their password: each word of the
// name and each word of the e-mail's local part, three letters or more.
export const personalPasswordWords = (person: { name: string; email: string }): string[] => {
  const localPart = person.email.split('@')[0] ?? '';
  const words = `${person.name} ${localPart}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length >= 3))];
};

export const containsPersonalWord = (password: string, person: { name: string; email: string }): boolean => {
  const lower = password.toLowerCase();
  return personalPasswordWords(person).some((word) => lower.includes(word));
};
