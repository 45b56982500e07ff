import { expect, type Page, test } from '@playwright/test';
import {
  type BankList,
  bankListSchema,
  type DepartmentList,
  type DesignationList,
  departmentListSchema,
  designationListSchema,
  type LeaveSettingList,
  leaveSettingListSchema,
  type ShiftList,
  shiftListSchema,
} from '@pulse/shared/contracts/settings';
import { padMasterDataId } from '@pulse/shared/domain/padded-id';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiClient } from '../support/api-client';
import { openDashboardAs } from '../support/auth';
import { installClock, skipReturnPause } from '../support/clock';

// The settings page now holds eight tabs (Tracking and Categories added); two tests walk most of them
// and reached 30 s in CI. Their length is to be cut by loading the new panels lazily.
test.describe.configure({ timeout: 60_000 });

// Names unique to this run, so the test can run again against the same database.
const suffix = Date.now().toString(36).slice(-5);

// Each master-data list, by its API path, with the shared schema that reads it.
type MasterDataLists = {
  '/banks': BankList;
  '/designations': DesignationList;
  '/departments': DepartmentList;
  '/shifts': ShiftList;
  '/leave-settings': LeaveSettingList;
};
type MasterDataPath = keyof MasterDataLists;
const masterDataListSchemas: {
  [Path in MasterDataPath]: { parse: (answer: unknown) => MasterDataLists[Path] };
} = {
  '/banks': bankListSchema,
  '/designations': designationListSchema,
  '/departments': departmentListSchema,
  '/shifts': shiftListSchema,
  '/leave-settings': leaveSettingListSchema,
};
const listed = async <Path extends MasterDataPath>(
  page: Page,
  apiPath: Path,
): Promise<MasterDataLists[Path]> => {
  const response = await page.request.get(`/api/v1${apiPath}`);
  expect(response.ok()).toBe(true);
  return masterDataListSchemas[apiPath].parse(await response.json());
};

const openTab = async (page: Page, tab: string) => {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
};

// Adds one item through its form, then renames it through the edit form; checks what the server stored.
const addAndEdit = async (
  page: Page,
  options: {
    tab: string;
    tabIndex: number;
    kind: string;
    noun: string;
    apiPath: MasterDataPath;
    requiredMessage: string;
    fill: Record<string, string>;
    edit: Record<string, string>;
    stored: Record<string, unknown>;
  },
) => {
  await page.goto('/dashboard/settings');
  if (options.tabIndex > 0) {
    await openTab(page, options.tab);
    await expect(page).toHaveURL(new RegExp(`/dashboard/settings/${options.tabIndex}$`));
  }
  const { nextNumber } = await listed(page, options.apiPath);

  await page.getByRole('link', { name: `Add ${options.noun}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/settings/${options.kind}/add-${options.kind}$`));
  await expect(page.getByRole('textbox', { name: 'Id', exact: true })).toHaveValue(
    padMasterDataId(nextNumber),
  );
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(options.requiredMessage)).toBeVisible();

  for (const [label, value] of Object.entries(options.fill)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${options.noun} Added successfully`)).toBeVisible();
  await skipReturnPause(page);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  const created = (await listed(page, options.apiPath)).items.find((item) => item.number === nextNumber);
  expect(created).toMatchObject(options.stored);

  await openTab(page, options.tab);
  const title = Object.values(options.fill)[0] ?? '';
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/settings/${options.kind}/edit-${options.kind}/${created?.id}$`),
  );
  await expect(page.getByRole('textbox', { name: 'Id', exact: true })).toHaveValue(
    padMasterDataId(nextNumber),
  );
  for (const [label, value] of Object.entries(options.edit)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`${options.noun} updated successfully`)).toBeVisible();
  await skipReturnPause(page);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  return created;
};

test.beforeEach(async ({ page }) => {
  await openDashboardAs(page, 'admin');
  // The forms go back to the list 2 seconds after a save; the tests run that pause out.
  await installClock(page);
});

test('the route id picks the starting tab and Back returns to the tab before', async ({ page }) => {
  await page.goto('/dashboard/settings/2');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Departments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Edit Engineering' }).first()).toBeVisible();
  await openTab(page, 'Shifts');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Departments' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/dashboard/settings/0');
  await expect(page.getByRole('tab', { name: 'Banks' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/dashboard/settings/99');
  await expect(page.getByRole('tab', { name: 'Banks' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'List View' }).click();
  await expect(page.getByRole('table', { name: 'Bank list' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'State Bank of India', exact: true })).toBeVisible();
});

test('adds and edits a bank', async ({ page }) => {
  const bank = await addAndEdit(page, {
    tab: 'Banks',
    tabIndex: 0,
    kind: 'bank',
    noun: 'Bank',
    apiPath: '/banks',
    requiredMessage: 'Bank Name is required',
    fill: { 'Bank Name': `Axis Bank ${suffix}`, Branch: 'Koramangala', 'IFSC Code': 'utib0000123' },
    edit: { Branch: 'Indiranagar' },
    stored: { name: `Axis Bank ${suffix}`, branch: 'Koramangala', ifsc: 'UTIB0000123' },
  });
  const after = (await listed(page, '/banks')).items.find((item) => item.id === bank?.id);
  expect(after).toMatchObject({ branch: 'Indiranagar' });
});

test('adds and edits a designation and a department', async ({ page }) => {
  const designation = await addAndEdit(page, {
    tab: 'Designations',
    tabIndex: 1,
    kind: 'designation',
    noun: 'Designation',
    apiPath: '/designations',
    requiredMessage: 'Designation Name is required',
    fill: { 'Designation Name': `Analyst ${suffix}` },
    edit: { 'Designation Name': `Senior Analyst ${suffix}` },
    stored: { name: `Analyst ${suffix}` },
  });
  expect(
    (await listed(page, '/designations')).items.find((item) => item.id === designation?.id),
  ).toMatchObject({
    name: `Senior Analyst ${suffix}`,
  });

  const department = await addAndEdit(page, {
    tab: 'Departments',
    tabIndex: 2,
    kind: 'department',
    noun: 'Department',
    apiPath: '/departments',
    requiredMessage: 'Department Name is required',
    fill: { 'Department Name': `Finance ${suffix}` },
    edit: { 'Department Name': `Finance and Accounts ${suffix}` },
    stored: { name: `Finance ${suffix}` },
  });
  expect((await listed(page, '/departments')).items.find((item) => item.id === department?.id)).toMatchObject(
    {
      name: `Finance and Accounts ${suffix}`,
    },
  );

  // A second department with the same name (any case) is refused on the field.
  await page.goto('/dashboard/settings/department/add-department');
  await page.getByLabel('Department Name').fill(`FINANCE AND ACCOUNTS ${suffix}`);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('A department with this name already exists.')).toBeVisible();
});

test('adds a shift through the hh:mm AM/PM mask and sees the end time follow the start', async ({ page }) => {
  await page.goto('/dashboard/settings/4');
  await page.getByRole('link', { name: 'Add Shift' }).click();
  await page.getByLabel('Shift Name').fill(`Late ${suffix}`);
  await page.getByLabel('Start Time').pressSequentially('0930p');
  await expect(page.getByLabel('Start Time')).toHaveValue('09:30 PM');
  await expect(page.getByLabel('End Time')).toHaveValue('09:29 PM');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Shift Added successfully')).toBeVisible();
  await skipReturnPause(page);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  const shift = (await listed(page, '/shifts')).items.find((item) => item.name === `Late ${suffix}`);
  expect(shift).toMatchObject({ startTime: '21:30', endTime: '21:29' });

  await page.goto('/dashboard/settings/4');
  await page.getByRole('link', { name: `Edit Late ${suffix}` }).click();
  await expect(page.getByLabel('Start Time')).toHaveValue('09:30 PM');
  await page.getByLabel('Start Time').fill('');
  await page.getByLabel('Start Time').pressSequentially('1200a');
  await expect(page.getByLabel('End Time')).toHaveValue('11:59 PM');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Shift updated successfully')).toBeVisible();
  const edited = (await listed(page, '/shifts')).items.find((item) => item.id === shift?.id);
  expect(edited).toMatchObject({ startTime: '00:00', endTime: '23:59' });
});

test('adds, edits and deletes a year of leaves', async ({ page }) => {
  const { items } = await listed(page, '/leave-settings');
  const taken = new Set(items.map((item) => item.year));
  const year = [2090, 2091, 2092, 2093, 2094, 2095].find((candidate) => !taken.has(candidate)) ?? 2096;

  await page.goto('/dashboard/settings/5');
  await page.getByRole('link', { name: 'Add Leaves' }).click();
  await expect(page.getByLabel('Type Of Leave')).toHaveValue('Full Day');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Leaves are required').first()).toBeVisible();
  await page.getByLabel('Year').fill(String(year));
  await page.getByLabel('Number of Leaves').fill('21');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Leaves Added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  expect((await listed(page, '/leave-settings')).items.find((item) => item.year === year)).toMatchObject({
    numberOfLeaves: 21,
    typeOfLeave: 1,
  });

  await openTab(page, 'Leaves Master');
  await page.getByRole('link', { name: `Edit ${year}` }).click();
  await page.getByLabel('Number of Leaves').fill('15');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Leaves updated successfully')).toBeVisible();
  expect((await listed(page, '/leave-settings')).items.find((item) => item.year === year)).toMatchObject({
    numberOfLeaves: 15,
  });

  await openTab(page, 'Leaves Master');
  await page.getByRole('button', { name: `Delete ${year}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Leaves Deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${year}` })).toHaveCount(0);
  expect((await listed(page, '/leave-settings')).items.map((item) => item.year)).not.toContain(year);
});

test('the two shift switches save on change and stay after a reload', async ({ page }) => {
  await page.goto('/dashboard/settings/4');
  const shiftsSwitch = page.getByRole('switch', { name: 'Shifts' });
  const idleSwitch = page.getByRole('switch', { name: 'Include Log Off In Idle' });
  await expect(shiftsSwitch).toBeVisible();
  const wasShifts = await shiftsSwitch.isChecked();
  const wasIdle = await idleSwitch.isChecked();

  const toggle = async (control: typeof shiftsSwitch) => {
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/organization/settings') && response.request().method() === 'PATCH',
    );
    await control.click();
    expect((await saved).ok()).toBe(true);
  };
  await toggle(shiftsSwitch);
  await toggle(idleSwitch);
  await page.reload();
  await expect(shiftsSwitch).toBeChecked({ checked: !wasShifts });
  await expect(idleSwitch).toBeChecked({ checked: !wasIdle });
  const { data: stored } = await apiClient(page.request).GET('/api/v1/organization/settings');
  expect(stored).toMatchObject({ isShiftsEnabled: !wasShifts, isLogOffIncludedInIdle: !wasIdle });

  // Put them back as they were.
  await toggle(shiftsSwitch);
  await toggle(idleSwitch);
});

test('the attendance rules keep the working days and the check hour they were saved with', async ({
  page,
}) => {
  const api = apiClient(page.request);
  const { data: before } = await api.GET('/api/v1/organization/attendance-rules');
  if (!before) throw new Error('The attendance rules could not be read');
  const hour = `${String((before.absentCheckHour + 1) % 24).padStart(2, '0')}:00`;
  try {
    await page.goto('/dashboard/settings/5');
    const rules = page.getByRole('region', { name: 'Attendance rules' });
    const saturday = rules.getByRole('button', { name: 'Saturday' });
    const isSaturdayWorking = before.workingDays.includes(6);
    await expect(saturday).toHaveAttribute('aria-pressed', String(isSaturdayWorking));
    await expect(rules.getByRole('button', { name: 'Save' })).toBeDisabled();
    await saturday.click();
    await rules.getByRole('combobox', { name: 'Mark absent after' }).click();
    await page.getByRole('option', { name: hour }).click();
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Attendance rules saved')).toBeVisible();

    await page.reload();
    await expect(saturday).toHaveAttribute('aria-pressed', String(!isSaturdayWorking));
    await expect(rules.getByRole('combobox', { name: 'Mark absent after' })).toHaveText(hour);
  } finally {
    // Other tests and the demo expect the organisation's own rules.
    const restored = await api.PUT('/api/v1/organization/attendance-rules', {
      headers: { origin: new URL(page.url()).origin },
      body: { workingDays: before.workingDays, absentCheckHour: before.absentCheckHour },
    });
    expect(restored.response.status).toBe(200);
  }
});

test('a switch the server refuses goes back and says so', async ({ page }) => {
  await page.goto('/dashboard/settings/4');
  const shiftsSwitch = page.getByRole('switch', { name: 'Shifts' });
  await expect(shiftsSwitch).toBeVisible();
  const wasShifts = await shiftsSwitch.isChecked();
  await page.route('**/api/v1/organization/settings', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await shiftsSwitch.click();
  await expect(page.getByText('The setting could not be saved; it is back as it was.')).toBeVisible();
  await expect(shiftsSwitch).toBeChecked({ checked: wasShifts });
});

test('renames a default column of the employee list', async ({ page }) => {
  await page.goto('/dashboard/settings/3');
  const employeeColumns = page.getByRole('region', { name: 'Employee columns' });
  const name = `Role ${suffix}`;
  await employeeColumns.getByLabel('Column Name for Designation').fill(name);
  await employeeColumns.getByRole('button', { name: 'Save Employee columns' }).click();
  await expect(page.getByText('Records updated successfully')).toBeVisible();
  await page.reload();
  await expect(employeeColumns.getByLabel(`Column Name for ${name}`)).toHaveValue(name);
  const { data: columns } = await apiClient(page.request).GET('/api/v1/default-columns', {
    params: { query: { entity: 'employee' } },
  });
  expect(columns?.find((column) => column.columnKey === 'designation')).toMatchObject({
    columnName: name,
  });

  await employeeColumns.getByLabel(`Column Name for ${name}`).fill('Designation');
  await employeeColumns.getByRole('button', { name: 'Save Employee columns' }).click();
  await expect(page.getByText('Records updated successfully')).toBeVisible();
});

test('the settings screens have no serious accessibility violations', async ({ page }) => {
  const pages: [string, string][] = [
    ['/dashboard/settings/0', 'Add Bank'],
    ['/dashboard/settings/3', 'Save Employee columns'],
    ['/dashboard/settings/4', 'Add Shift'],
    ['/dashboard/settings/shift/add-shift', 'Add'],
  ];
  for (const [path, control] of pages) {
    await page.goto(path);
    await expect(
      page.getByRole(path.endsWith('add-shift') || path.endsWith('/3') ? 'button' : 'link', {
        name: control,
        exact: true,
      }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
