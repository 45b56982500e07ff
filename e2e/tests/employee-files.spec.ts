import { expect, type Page, test } from '@playwright/test';
import { employeeDocumentListSchema } from '@pulse/shared/contracts/documents';
import { employeeListSchema } from '@pulse/shared/contracts/employees';
import { demoUsers, newPageAs, openDashboardAs } from '../support/auth';

// A small, valid one-page PDF (built here, so no binary fixture is committed).
const pdfFixture = (text: string) => {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

// A PNG drawn by the page's own canvas: a real image for the cropper to load.
const pngFixture = async (page: Page) => {
  // A string, not a function: the e2e project compiles without the DOM library.
  const dataUrl = (await page.evaluate(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    context.fillStyle = '#1565c0';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#ffb300';
    context.beginPath();
    context.arc(200, 150, 80, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  })()`)) as string;
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
};

const employeeIdOf = async (page: Page, email: string) => {
  const response = await page.request.get(
    `/api/v1/employees?searchBy=officialEmail&search=${encodeURIComponent(email)}`,
  );
  expect(response.ok()).toBe(true);
  const [employee] = employeeListSchema.parse(await response.json()).items;
  if (!employee) throw new Error(`no employee ${email}`);
  return employee.id;
};

const documentsOnServer = async (page: Page, employeeId: string) => {
  const response = await page.request.get(`/api/v1/employees/${employeeId}/documents`);
  expect(response.ok()).toBe(true);
  return employeeDocumentListSchema.parse(await response.json()).items;
};

test('an administrator crops a photo and uploads, downloads and deletes a document; the employee reads it', async ({
  page,
  browser,
}) => {
  const unique = Date.now().toString(36);
  const fileName = `Offer letter ${unique}.pdf`;
  await openDashboardAs(page, 'admin');
  const employeeId = await employeeIdOf(page, demoUsers.employee.email);

  await page.goto(`/dashboard/add-employee/${employeeId}`);
  await expect(page.getByRole('heading', { name: /^Employee Details : Rahul Mehta/ })).toBeVisible();

  // Photo: choose a picture, crop it (aspect 2, starting at 30 % of the width), save.
  const png = await pngFixture(page);
  const photoChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await (await photoChooser).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  const cropDialog = page.getByRole('dialog', { name: 'Crop Photo' });
  await expect(cropDialog).toBeVisible();
  await expect(cropDialog.getByRole('img', { name: 'Chosen file, to crop' })).toBeVisible();
  await cropDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Photo uploaded successfully')).toBeVisible();
  await expect(cropDialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Photo of Rahul Mehta' })).toBeVisible();
  const photo = await page.request.get(`/api/v1/employees/${employeeId}/photo`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  const photoBytes = await photo.body();
  expect([...photoBytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  // Documents: upload a PDF, see it listed with its details.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const documentChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await (await documentChooser).setFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: pdfFixture(`Pulse ${unique}`),
  });
  await expect(page.getByText('File(s) uploaded successfully')).toBeVisible();
  const documents = page.getByRole('table', { name: 'Documents' });
  const row = documents.getByRole('row').filter({ hasText: fileName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'PDF', exact: true })).toBeVisible();
  expect((await documentsOnServer(page, employeeId)).map((document) => document.name)).toContain(fileName);

  // Download through the link: the original name and the same bytes.
  const downloadEvent = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download ${fileName}` }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(fileName);
  const downloadedPath = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(downloadedPath)).toString('latin1')).toContain(`Pulse ${unique}`);

  // The employee sees the list on My Profile, read-only.
  const employee = await newPageAs(browser, 'employee');
  try {
    await employee.goto('/dashboard/profile');
    await expect(employee.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(employee.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
    await employee.getByRole('tab', { name: 'Documents' }).click();
    const ownRow = employee
      .getByRole('table', { name: 'Documents' })
      .getByRole('row')
      .filter({ hasText: fileName });
    await expect(ownRow).toBeVisible();
    await expect(employee.getByRole('button', { name: 'Upload Documents' })).toHaveCount(0);
    await expect(ownRow.getByRole('button', { name: `Delete ${fileName}` })).toHaveCount(0);
  } finally {
    await employee.context().close();
  }

  // Delete with confirmation.
  await row.getByRole('button', { name: `Delete ${fileName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete file?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File Deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await documentsOnServer(page, employeeId)).map((document) => document.name)).not.toContain(
    fileName,
  );
});
