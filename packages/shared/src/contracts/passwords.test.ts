import { describe, expect, it } from 'vitest';
import { chosenPasswordTexts } from '../domain/chosen-password';
import { changePasswordFormSchema, resetPasswordFormSchema } from './passwords';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

// The forms ask for the new password twice; the browser alone compares the two.
describe('password forms', () => {
  it.each([
    ['the same twice', 'copper lantern orbit', 'copper lantern orbit', []],
    [
      'a different confirmation',
      'copper lantern orbit',
      'copper lantern orbiT',
      [`confirmPassword: ${chosenPasswordTexts.mismatch}`],
    ],
    ['no confirmation', 'copper lantern orbit', '', ['confirmPassword: Please enter the new password again']],
    ['too short', 'short', 'short', [`password: ${chosenPasswordTexts.tooShort}`]],
  ])('reset: %s', (_case, password, confirmPassword, messages) => {
    expect(messagesOf(resetPasswordFormSchema.safeParse({ password, confirmPassword }))).toEqual(messages);
  });

  it('change: asks for the current password and compares the new one with its confirmation', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'copper lantern orbit',
      confirmPassword: 'copper lantern',
    });
    expect(messagesOf(result)).toEqual([
      'currentPassword: Please enter your current password',
      `confirmPassword: ${chosenPasswordTexts.mismatch}`,
    ]);
  });
});
