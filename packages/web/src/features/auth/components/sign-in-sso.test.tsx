import { ssoTexts } from '@pulse/shared/contracts/sso';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORGANIZATION_ID = '5f1b7c1e-2a8d-4c1b-9e52-6f3a0d9b7c11';
const option = {
  option: {
    organizationId: ORGANIZATION_ID,
    displayName: 'Contoso Entra ID',
    startUrl: `/api/v1/auth/sso/organizations/${ORGANIZATION_ID}/start`,
    isRequired: true,
  },
};

// Single sign-on on the sign-in page: the button for the typed e-mail's domain or the organisation's
// own address, and the reason a refused sign-in came back with.
describe('SignInForm with single sign-on', () => {
  it("offers the provider of the typed e-mail's domain", async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/auth/sso/options': { body: option } });
    const { user } = renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText('Email Address'), 'ana@contoso.com');

    const button = await screen.findByRole('link', { name: 'Sign in with Contoso Entra ID' });
    expect(button.getAttribute('href')).toBe(option.option.startUrl);
    // Asked for the domain once typing paused, never per letter of the address.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.at(-1)).toContain('contoso.com');
    expect(asked.length).toBeLessThan('contoso.com'.length);
  });

  it("offers the organisation's provider on its own sign-in address", async () => {
    stubFetch({ [`GET /api/v1/auth/sso/organizations/${ORGANIZATION_ID}`]: { body: option } });
    renderWithProviders(<SignInForm organizationId={ORGANIZATION_ID} />);
    expect(await screen.findByRole('link', { name: 'Sign in with Contoso Entra ID' })).toBeTruthy();
  });

  it('says why the provider sign-in was refused', async () => {
    stubFetch({});
    renderWithProviders(<SignInForm />, { url: '/login?sso-error=not-matched' });
    expect((await screen.findByRole('alert')).textContent).toBe(ssoTexts.errors['not-matched']);
  });

  it('tells on Forgot password that the organisation requires single sign-on, with its button', async () => {
    stubFetch({ 'GET /api/v1/auth/sso/options': { body: option } });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email Address'), 'ana@contoso.com');
    expect(await screen.findByText(ssoTexts.resetNotAllowed('Contoso Entra ID'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with Contoso Entra ID' })).toBeTruthy();
  });
});
