import { expect, type Page } from '@playwright/test';

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

// Sends the form on the current page and waits for the shell: the spec's toast, then /dashboard 2 s later.
export const submitSignIn = async (page: Page, user: Credentials) => {
  await fillSignInForm(page, user.email, user.password);
  await expect(page.getByText('Logged In successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The top bar's name: dashboard cards (birthdays, appraisals) may name the same person.
  await expect(page.getByRole('banner').getByText(user.name, { exact: true })).toBeVisible();
};

// Signs in through the real form at /login.
export const signIn = async (page: Page, user: Credentials) => {
  await page.goto('/login');
  await submitSignIn(page, user);
};
