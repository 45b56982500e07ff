import { expect, test } from '@playwright/test';
import { ssoTexts } from '@pulse/shared/contracts/sso';
import { demoUsers, signIn, signOut } from '../support/auth';
import { startSsoProvider } from '../support/sso';

test('an administrator connects single sign-on in Settings → Security and signs in with the provider', async ({
  page,
  baseURL,
}) => {
  const provider = await startSsoProvider(`${baseURL}/api/v1/auth/sso/callback`);
  try {
    await signIn(page, demoUsers.admin);
    await page.goto('/dashboard/settings/8');
    const card = page.getByRole('region', { name: ssoTexts.title });
    await expect(card.getByLabel(ssoTexts.redirectUri)).toHaveValue(`${baseURL}/api/v1/auth/sso/callback`);
    await card.getByLabel(ssoTexts.displayName).fill('Test IdP');
    await card.getByLabel(ssoTexts.issuerUrl).fill(provider.issuer);
    await card.getByLabel(ssoTexts.clientId).fill(provider.clientId);
    await card.getByLabel(ssoTexts.clientSecret).fill(provider.clientSecret);
    await card.getByLabel(ssoTexts.emailDomains).fill('demo.pulse');
    await card.getByRole('button', { name: ssoTexts.save }).click();
    await expect(page.getByText(ssoTexts.saved)).toBeVisible();
    // The secret is write-only: the field stays empty and says a blank keeps it.
    await expect(card.getByLabel(ssoTexts.clientSecret)).toHaveValue('');
    await expect(card.getByText(ssoTexts.clientSecretKeep)).toBeVisible();

    const { organization } = (await (await page.request.get('/api/v1/me')).json()) as {
      organization: { id: string };
    };
    await signOut(page);
    // The organisation's own sign-in address offers the button before any e-mail is typed.
    await page.goto(`/login?organization=${organization.id}`);
    await expect(page.getByRole('link', { name: 'Sign in with Test IdP' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(demoUsers.admin.email);
    await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();

    // The provider's own (development) login form.
    await page.getByPlaceholder('Enter any login').fill('admin');
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(demoUsers.admin.name, { exact: true })).toBeVisible();
  } finally {
    // Other tests sign in with passwords on the same demo organisation: the connection goes again.
    await page.request.delete('/api/v1/organization/sso', { headers: { origin: String(baseURL) } });
    await provider.close();
  }
});
