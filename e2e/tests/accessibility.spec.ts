import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from '../support/auth';

const blockingImpacts = new Set(['serious', 'critical']);

const expectNoSeriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      );
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets.join('\n')}`;
    })
    .join('\n');
  expect(blocking.length, `axe found serious or critical violations on ${page.url()}:\n${report}`).toBe(0);
};

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('sign-in has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the dashboard has no serious accessibility violations', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await expectNoSeriousViolations(page);
});
