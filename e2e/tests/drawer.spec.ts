import { expect, test } from '@playwright/test';
import { mainMenu, openDashboardAs } from '../support/auth';

test.describe('at 1024 px the side menu is a drawer', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('hidden until Open menu is pressed', async ({ page }) => {
    await openDashboardAs(page, 'admin');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('at 1280 px the side menu is always there', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('visible without opening it', async ({ page }) => {
    await openDashboardAs(page, 'admin');
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});
