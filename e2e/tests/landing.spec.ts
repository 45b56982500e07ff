import { expect, test } from '@playwright/test';
import { demoUsers, mainMenu, submitSignIn } from '../support/auth';
import { adminMenu, expectMenu } from '../support/menus';

const outcomeTabs = [
  'Analyze Workforce Productivity',
  'Improve Operational Efficiency',
  'Manage Your Remote Workforce',
  'Reporting & Enhanced Security',
] as const;

test('the landing page shows its navigation, calls to action and footer', async ({ page }) => {
  await page.goto('/home');
  const navigation = page.getByRole('navigation').first();
  for (const name of ['Home', 'About Us', 'Business Outcomes', 'Features']) {
    await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('contentinfo')).toContainText('2023');
});

test('landing → Login → the admin signs in and sees every admin menu entry', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, demoUsers.admin);

  await expectMenu(mainMenu(page), adminMenu);
  await expect(mainMenu(page).getByRole('link', { name: 'Attendance' })).toHaveAttribute(
    'href',
    '/dashboard/attendance',
  );
  // spec A §2: the dashboard's Quick Actions.
  for (const name of ['Apply Leave', 'Mark Attendance', 'Holiday List', 'Company Policy']) {
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name, exact: true })
        .or(page.getByRole('main').getByRole('button', { name, exact: true })),
    ).toBeVisible();
  }
});

test.describe('Business Outcomes on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows tabs; choosing one shows its panel', async ({ page }) => {
    await page.goto('/home');
    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText([...outcomeTabs]);
    for (const name of outcomeTabs) {
      const tab = page.getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    }
  });
});

test.describe('Business Outcomes on a small screen', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('shows an accordion instead of tabs', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const name of outcomeTabs) {
      // Each outcome is a disclosure (a group headed by its title); opening it shows its points.
      const section = page.getByRole('group').filter({ hasText: name });
      await expect(section).toBeVisible();
      const points = section.getByRole('list');
      if (!(await points.isVisible())) await section.getByText(name, { exact: true }).click();
      await expect(points).toBeVisible();
    }
  });
});
