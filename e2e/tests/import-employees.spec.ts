import { expect, test } from '@playwright/test';
import { employeeImportTexts } from '@pulse/shared/spec-texts';
import { openDashboardAs } from '../support/auth';

test('an import of a file with good and bad rows: the preview marks the problems, the import adds the good ones', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const good = `Imported Good ${unique}`;
  const invited = `Imported Invitee ${unique}`;
  const csv = [
    'Employee Name,Father Name,Date Of Birth,Joining Date,Department,Official Email,Tracker Password',
    `${good},Senior One,1990-02-01,05-01-2026,Engineering,good.${unique}@e2e.pulse,Good@2026`,
    `Imported Bad ${unique},Senior Two,1990-02-01,2026-01-05,Moon Base,bad.${unique}@e2e.pulse,Bad@2026`,
    `${invited},Senior Three,1991-03-04,2026-01-05,Engineering,invitee.${unique}@e2e.pulse,`,
  ].join('\r\n');

  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/employees');
  await page.getByRole('button', { name: employeeImportTexts.importButton, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: employeeImportTexts.title });
  await expect(dialog.getByRole('link', { name: `${employeeImportTexts.template} (.xlsx)` })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: employeeImportTexts.chooseFile }).click();
  await (await chooser).setFiles({
    name: `people-${unique}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(dialog.getByText('ready to import')).toContainText('2 ready to import · 1 with problems');
  await expect(preview.getByRole('row').filter({ hasText: `Imported Bad ${unique}` })).toContainText(
    'Department: No department "Moon Base"',
  );
  await expect(preview.getByRole('row').filter({ hasText: invited })).toContainText('Ready: will be invited');

  await dialog.getByRole('button', { name: 'Import 2' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '2 employees imported; 1 invited; 1 row with problems left out',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Search By Name').fill(unique);
  await expect(page.getByText('2 employees')).toBeVisible();
  await expect(page.getByText(good, { exact: true })).toBeVisible();
  await expect(page.getByText(invited, { exact: true })).toBeVisible();
  await expect(page.getByText(`Imported Bad ${unique}`)).toHaveCount(0);
});
