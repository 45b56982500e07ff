import { pulseTexts, signUpTexts } from '@pulse/shared/spec-texts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { SignUpForm } from './sign-up-form';

// A few zones instead of the runtime's ~400 options keep each render quick.
beforeEach(() => {
  vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['UTC', 'Asia/Kolkata', 'Europe/Berlin']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fillIn = async (user: ReturnType<typeof renderWithProviders>['user'], email: string) => {
  await user.type(screen.getByLabelText('Your Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Organization Name'), 'Acme');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Acme@2026');
  await user.click(screen.getByRole('button', { name: 'Create organization' }));
};

describe('SignUpForm', () => {
  it('shows the required messages under every empty field, naming its own labels', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<SignUpForm />);

    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    await screen.findByText(signUpTexts.nameRequired);
    expect(descriptionOf(screen.getByLabelText('Your Name'))).toBe('Your Name is required');
    expect(descriptionOf(screen.getByLabelText('Organization Name'))).toBe(
      pulseTexts.organizationNameRequired,
    );
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Email is required');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail and a password outside the rule', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<SignUpForm />);

    await user.type(screen.getByLabelText('Email'), 'asha.at.acme');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    await screen.findByText(signUpTexts.emailInvalid);
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe(signUpTexts.emailInvalid);
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe(signUpTexts.passwordRule);
  });

  it('sends one sign-up when the form is submitted twice at once', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/organizations': problem(400, 'The request is not valid.', [
        { path: 'organizationName', message: pulseTexts.organizationNameRequired },
      ]),
    });
    const { user } = renderWithProviders(<SignUpForm />);
    await user.type(screen.getByLabelText('Your Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Organization Name'), 'Acme');
    await user.type(screen.getByLabelText('Email'), 'asha@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Acme@2026');

    const form = screen.getByRole('button', { name: 'Create organization' }).closest('form');
    if (!form) throw new Error('the button is not in a form');
    fireEvent.submit(form);
    fireEvent.submit(form);

    await screen.findByText(pulseTexts.organizationNameRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field messages under their fields instead of a notice", async () => {
    stubFetch({
      'POST /api/v1/organizations': problem(400, 'The request is not valid.', [
        { path: 'organizationName', message: pulseTexts.organizationNameRequired },
      ]),
    });
    const { user } = renderWithProviders(<SignUpForm />);

    await fillIn(user, 'asha@acme.test');

    await screen.findByText(pulseTexts.organizationNameRequired);
    expect(descriptionOf(screen.getByLabelText('Organization Name'))).toBe(
      pulseTexts.organizationNameRequired,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a taken e-mail under the Email field', async () => {
    const taken = 'An account with this e-mail already exists.';
    stubFetch({ 'POST /api/v1/organizations': problem(409, taken) });
    const { user } = renderWithProviders(<SignUpForm />);

    await fillIn(user, 'admin@demo.pulse');

    await screen.findByText(taken);
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe(taken);
  });
});
