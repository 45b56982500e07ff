import { describe, expect, it } from 'vitest';
import { signInTexts } from '../spec-texts';
import { signInBodySchema } from './auth';

const messagesOf = (input: unknown) => {
  const result = signInBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('sign-in validation (spec A §5)', () => {
  it.each([
    [{ email: '', password: '' }, [signInTexts.emailRequired, signInTexts.passwordRequired]],
    [{ email: '   ', password: 'x' }, [signInTexts.emailRequired]],
    [{ email: 'someone@', password: 'x' }, [signInTexts.emailInvalid]],
    [{ email: ' admin@demo.pulse ', password: 'x' }, []],
  ])('%j → %j', (input, messages) => {
    expect(messagesOf(input)).toEqual(messages);
  });

  it('keeps the spec text with its two spaces', () => {
    expect(signInTexts.emailRequired).toBe('Email  is required');
  });
});
