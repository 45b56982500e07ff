import { ssoTexts } from '@pulse/shared/contracts/sso';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { SsoCard } from './sso-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = { id: '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01', name: 'Asha Verma' };
const REDIRECT_URI = 'https://pulse.example.com/api/v1/auth/sso/callback';
const CONNECTION = {
  displayName: 'Contoso Entra ID',
  issuerUrl: 'https://login.microsoftonline.com/tenant/v2.0',
  clientId: 'client-1',
  hasClientSecret: true,
  emailDomains: ['contoso.com', 'contoso.co.uk'],
  isEnabled: true,
  isRequired: false,
  breakGlassEmployeeId: null,
  updatedAt: '2026-03-02T10:30:00.000Z',
};
const settingsWith = (connection: typeof CONNECTION | null) => ({
  connection,
  redirectUri: REDIRECT_URI,
  administrators: [ADMIN],
});

// Settings → Security: the secret is write-only, the domains are typed as one text, and requiring
// single sign-on asks first.
describe('SsoCard', () => {
  it('shows the redirect URI and keeps the saved secret when its field stays blank', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/v1/organization/sso': { body: settingsWith(CONNECTION) },
      'PUT /api/v1/organization/sso': (body) => {
        sent = body;
        return { body: settingsWith(CONNECTION) };
      },
    });
    const { user } = renderWithProviders(<SsoCard />);
    const card = await screen.findByRole('region', { name: ssoTexts.title });
    expect(await within(card).findByLabelText(ssoTexts.redirectUri)).toHaveProperty('value', REDIRECT_URI);
    expect(within(card).getByLabelText(ssoTexts.clientSecret)).toHaveProperty('value', '');
    expect(within(card).getByText(ssoTexts.clientSecretKeep)).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: ssoTexts.save }));
    expect(await screen.findByText(ssoTexts.saved)).toBeTruthy();
    expect(sent).toMatchObject({ clientSecret: '', emailDomains: ['contoso.com', 'contoso.co.uk'] });
  });

  it('asks before requiring single sign-on, and wants a break-glass administrator', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/organization/sso': { body: settingsWith(CONNECTION) },
      'PUT /api/v1/organization/sso': { body: settingsWith({ ...CONNECTION, isRequired: true }) },
    });
    const { user } = renderWithProviders(<SsoCard />);
    const card = await screen.findByRole('region', { name: ssoTexts.title });
    await user.click(await within(card).findByRole('switch', { name: ssoTexts.isRequired }));
    await user.click(within(card).getByRole('button', { name: ssoTexts.save }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(ssoTexts.requireQuestion);
    await user.click(within(dialog).getByRole('button', { name: ssoTexts.confirm }));
    expect(await within(card).findByText(ssoTexts.breakGlassRequired)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
