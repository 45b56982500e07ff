import { signInTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInForm', () => {
  it("shows spec A §5's messages under empty fields and sends nothing", async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<SignInForm />);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The spec's text verbatim, with its two spaces.
    expect(descriptionOf(await screen.findByLabelText('Email Address'))).toBe(signInTexts.emailRequired);
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe(signInTexts.passwordRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an e-mail address that is not one', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<SignInForm />);

    await user.type(screen.getByLabelText('Email Address'), 'someone.at.example');
    await user.type(screen.getByLabelText('Password'), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText(signInTexts.emailInvalid);
    expect(descriptionOf(screen.getByLabelText('Email Address'))).toBe(signInTexts.emailInvalid);
  });

  it("shows the server's refusal as an Error notice", async () => {
    stubFetch({ 'POST /api/v1/auth/sign-in': problem(401, signInTexts.failure) });
    const { user } = renderWithProviders(<SignInForm />);

    await user.type(screen.getByLabelText('Email Address'), 'admin@demo.pulse');
    await user.type(screen.getByLabelText('Password'), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(signInTexts.failure)).toBeDefined();
  });
});
