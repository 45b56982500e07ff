import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pulseTexts, signInTexts, signUpTexts } from '../spec-texts';
import { signInBodySchema, signUpBodySchema } from './auth';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('sign-in validation (spec A §5)', () => {
  it.each([
    [{ email: '', password: '' }, [signInTexts.emailRequired, signInTexts.passwordRequired]],
    [{ email: '   ', password: 'x' }, [signInTexts.emailRequired]],
    [{ email: 'someone@', password: 'x' }, [signInTexts.emailInvalid]],
    [{ email: ' admin@demo.pulse ', password: 'x' }, []],
  ])('%j → %j', (input, messages) => {
    expect(messagesOf(signInBodySchema, input)).toEqual(messages);
  });

  it('keeps the spec text with its two spaces', () => {
    expect(signInTexts.emailRequired).toBe('Email  is required');
  });
});

// The messages name the sign-up form's labels: Your Name, Organization Name, Email, Password.
describe('sign-up validation', () => {
  const filled = {
    name: 'Asha Rao',
    organizationName: 'Acme',
    email: 'asha@acme.test',
    password: 'Acme@2026',
  };

  it.each([
    [
      { name: '', organizationName: '', email: '', password: '' },
      [
        signUpTexts.nameRequired,
        pulseTexts.organizationNameRequired,
        signUpTexts.emailRequired,
        signUpTexts.passwordRequired,
      ],
    ],
    [{ ...filled, email: 'asha.at.acme' }, [signUpTexts.emailInvalid]],
    [{ ...filled, password: 'short' }, [signUpTexts.passwordRule]],
    [filled, []],
  ])('%j → %j', (input, messages) => {
    expect(messagesOf(signUpBodySchema, input)).toEqual(messages);
  });
});
