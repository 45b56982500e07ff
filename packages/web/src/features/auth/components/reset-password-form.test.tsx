import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Pasted, not typed: a password manager fills these, and a key at a time only slows the test.
const fillIn = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  for (const label of [passwordTexts.newPassword, passwordTexts.confirmPassword]) {
    await user.click(screen.getByLabelText(label));
    await user.paste('copper lantern orbit');
  }
  await user.click(screen.getByRole('button', { name: passwordTexts.setPassword }));
};

describe('ResetPasswordForm', () => {
  it('replaces the form by one message and a way to a new link when the link no longer works', async () => {
    const invalid = problem(400, passwordTexts.linkInvalid);
    stubFetch({
      'POST /api/v1/auth/reset-password': {
        ...invalid,
        body: { ...(invalid.body as object), code: 'PASSWORD_RESET_LINK_INVALID' },
      },
    });
    const { user } = renderWithProviders(<ResetPasswordForm token="t" />);
    await fillIn(user);
    await screen.findByText(passwordTexts.linkInvalid, { exact: false });
    expect(screen.getByRole('link', { name: passwordTexts.askAgain }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText(passwordTexts.newPassword)).toBeNull();
  });
});
