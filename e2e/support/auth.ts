import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page } from '@playwright/test';
import { SIGN_IN_REDIRECT_MS } from '@pulse/shared/domain/session-policy';

export type Credentials = { email: string; password: string; name: string };

export const demoUsers = {
  admin: { email: 'admin@demo.pulse', password: 'Demo@123', name: 'Asha Verma' },
  employee: { email: 'employee@demo.pulse', password: 'Demo@123', name: 'Rahul Mehta' },
} as const satisfies Record<string, Credentials>;

// The shell's side menu (a temporary drawer at ≤ 1024 px).
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

// Fills and sends the sign-in form on the current page (/ or /login).
export const fillSignInForm = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

// The spec's toast, then /dashboard 2 s later. The 2 s are a timer: Playwright's clock, installed before
// the page loaded, runs it out instead of the test waiting for it.
export const expectRedirectAfterSignIn = async (page: Page) => {
  await expect(page.getByText('Logged In successfully')).toBeVisible();
  await page.clock.fastForward(SIGN_IN_REDIRECT_MS);
  await expect(page).toHaveURL(/\/dashboard$/);
};

// Sends the form on the current page (loaded after page.clock.install()) and waits for the shell.
export const submitSignIn = async (page: Page, user: Credentials) => {
  await fillSignInForm(page, user.email, user.password);
  await expectRedirectAfterSignIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The top bar's name: dashboard cards (birthdays, appraisals) may name the same person.
  await expect(page.getByRole('banner').getByText(user.name, { exact: true })).toBeVisible();
};

// Signs in through the real form at /login.
export const signIn = async (page: Page, user: Credentials) => {
  await page.clock.install();
  await page.goto('/login');
  await submitSignIn(page, user);
};

// Logout from the top bar, confirmed in the spec's dialog; back at sign-in.
export const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to logout?' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
};

export type DemoRole = keyof typeof demoUsers;

// Written by tests/sign-in-once.setup.ts at the start of every run (each run seeds a fresh database,
// so a file from an earlier run holds a dead session). Kept out of git.
export const sessionFile = (role: DemoRole) =>
  fileURLToPath(new URL(`../.auth/${role}.json`, import.meta.url));

// Puts the role's signed-in session (from the setup project) into this page's context and opens the
// dashboard, as the form's sign-in would have. Only for tests that leave the session alive: signing
// out, a new password or a deactivation ends it for every test sharing it.
export const openDashboardAs = async (page: Page, role: DemoRole) => {
  const { cookies } = JSON.parse(await readFile(sessionFile(role), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(cookies);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(demoUsers[role].name, { exact: true })).toBeVisible();
};

// A second person beside the test's own page: a browser context of their own, signed in as the role.
// Close it with page.context().close().
export const newPageAs = async (browser: Browser, role: DemoRole) => {
  const page = await (await browser.newContext()).newPage();
  await openDashboardAs(page, role);
  return page;
};
