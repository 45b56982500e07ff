import { expect, type Page, test } from '@playwright/test';
import { assistantPulseTexts, assistantTexts, policyPulseTexts } from '@pulse/shared/spec-texts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { openDashboardAs } from '../support/auth';

// ProBot, the HR assistant on the dashboard (spec A §2 Chat assistant widget, §4 Chat): it answers
// from the asker's own data and links to the page the answer came from.

const proBot = (page: Page) => page.getByRole('dialog', { name: assistantTexts.title });
const conversation = (page: Page) =>
  proBot(page).getByRole('log', { name: assistantPulseTexts.conversationLabel });

const openProBot = async (page: Page) => {
  await page.getByRole('button', { name: assistantPulseTexts.open }).click();
  await expect(proBot(page)).toBeVisible();
  // The greeting opens every conversation; Enter sends once it has loaded (Send enabled).
  await expect(conversation(page).getByText(/^Hi Rahul!/)).toBeVisible();
  await expect(proBot(page).getByRole('button', { name: assistantPulseTexts.send })).toBeEnabled();
};

const ask = async (page: Page, question: string) => {
  const textBox = proBot(page).getByRole('textbox', { name: assistantPulseTexts.messageLabel });
  await textBox.fill(question);
  await textBox.press('Enter');
  await expect(conversation(page).getByText(question, { exact: true }).last()).toBeVisible();
  await expect(conversation(page).getByText(assistantPulseTexts.typing)).toHaveCount(0);
};

// The number alone: 10 is not found inside 10.5, nor 0.5 inside 10.5.
const standalone = (figure: string) => new RegExp(`(?<![\\d.])${figure.replace('.', '\\.')}(?!\\.?\\d)`);

test('an employee asks ProBot their leave balance and a policy question, and keeps the conversation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openDashboardAs(page, 'employee');
  const pendingCard = page
    .getByRole('region', { name: 'Leaves Status', exact: true })
    .getByRole('listitem', { name: 'Overall Pending Leaves' });
  const pendingFigure = pendingCard.getByText(/^\d+(\.\d+)?$/);
  await expect(pendingFigure).toBeVisible();
  const pending = (await pendingFigure.textContent()) ?? '';

  await openProBot(page);
  await expect(proBot(page).getByText(assistantTexts.online)).toBeVisible();
  await expect(proBot(page).getByRole('textbox', { name: assistantPulseTexts.messageLabel })).toBeFocused();

  await ask(page, 'What is my leave balance?');
  await expect(
    conversation(page)
      .getByText(/pending/)
      .last(),
  ).toContainText(standalone(pending));

  await ask(page, 'How many days can I work remotely?');
  // The answer quotes the sentence that says it; the whole passage opens under the policy's name.
  await expect(
    conversation(page)
      .getByText(/2 days a week/)
      .filter({ visible: true }),
  ).toHaveCount(1);
  await conversation(page).getByRole('link', { name: 'Remote Work Policy', exact: true }).last().click();

  // The Company Policy page offers the cited policy; the demo's is a DOCX, so opening downloads it.
  await expect(page).toHaveURL(/\/dashboard\/companyPolicy\?policy=[0-9a-f-]{36}$/);
  const offer = page.getByRole('dialog', { name: 'Remote Work Policy' });
  await expect(offer.getByText(policyPulseTexts.linkedHint)).toBeVisible();
  const download = page.waitForEvent('download');
  await offer.getByRole('button', { name: policyPulseTexts.openButton }).click();
  expect((await download).suggestedFilename()).toBe('Remote Work Policy.docx');

  // Kept on the server: a new page load shows the conversation again.
  await page.goto('/dashboard');
  await page.reload();
  await openProBot(page);
  await expect(
    conversation(page).getByText('What is my leave balance?', { exact: true }).last(),
  ).toBeVisible();
  await expect(conversation(page).getByText('How many days can I work remotely?').last()).toBeVisible();

  await proBot(page).getByRole('button', { name: assistantPulseTexts.clearHistory }).click();
  const confirm = page.getByRole('dialog', { name: assistantPulseTexts.clearQuestion });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(assistantPulseTexts.cleared)).toBeVisible();
  await expect(conversation(page).getByText(/pending/)).toHaveCount(0);
  await expect(conversation(page).getByRole('blockquote')).toHaveCount(0);
  await expect(
    proBot(page)
      .getByRole('group', { name: assistantPulseTexts.suggestionsLabel })
      .getByRole('button')
      .first(),
  ).toBeVisible();

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(proBot(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: assistantPulseTexts.open })).toBeFocused();
});

test('ProBot has no serious accessibility violations and fills a phone’s screen', async ({ page }) => {
  // axe walks the whole dashboard.
  test.setTimeout(60_000);
  await openDashboardAs(page, 'employee');
  await openProBot(page);
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => {
      const box = await proBot(page).boundingBox();
      return box && [box.x, box.y, box.width, box.height];
    })
    .toEqual([0, 0, 390, 844]);
  await proBot(page).getByRole('button', { name: assistantPulseTexts.close }).click();
  await expect(proBot(page)).toHaveCount(0);
});
