import type { EmployeeDetail, EmployeeFormOptions } from '@pulse/shared/contracts/employees';
import { employeePulseTexts, employeeTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { EmployeeGeneralForm } from './employee-general-form';

const options: EmployeeFormOptions = {
  departments: [{ id: '5d1c9a52-3f0e-4a8e-9d6b-1a2b3c4d5e01', number: 2, name: 'Engineering' }],
  designations: [],
  shifts: [],
  banks: [],
  roles: [
    { roleId: 1, name: 'Admin' },
    { roleId: 2, name: 'Employee' },
  ],
  organizationName: 'Demo',
  nextEmployeeNumber: 12,
};

const renderAddForm = () =>
  renderWithProviders(
    <EmployeeGeneralForm
      mode="add"
      employee={undefined}
      options={options}
      timeZone="Asia/Kolkata"
      onSaved={vi.fn()}
    />,
  );

const stored: EmployeeDetail = {
  id: '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01',
  photoVersion: null,
  employeeNumber: 12,
  employeeCode: 'DEMO-EMP-2-00000012',
  joiningDate: '2026-01-05',
  isRelieved: false,
  isActive: true,
  relievingDate: null,
  name: 'Zed Tester',
  fatherName: 'Zed Senior',
  dateOfBirth: '1995-04-12',
  bloodGroup: null,
  contactNumber1: null,
  contactNumber2: null,
  personalEmail: null,
  skypeId: null,
  correspondenceAddress: null,
  permanentAddress: null,
  departmentId: '5d1c9a52-3f0e-4a8e-9d6b-1a2b3c4d5e01',
  departmentName: 'Engineering',
  designationId: null,
  designationName: null,
  shiftId: null,
  shiftName: null,
  bankId: null,
  bankName: null,
  ifscCode: null,
  bankAccountNumber: null,
  panNumber: null,
  aadhaarNumber: null,
  areNumbersMasked: false,
  officialEmail: 'zed@demo.pulse',
  hasOfficialEmailPassword: false,
  roleId: 2,
  screenshotMode: null,
};

// The spec's required fields, dates as the field shows them (dd/mm/yyyy). Pasted rather than typed
// key by key: the form is long, and typing it all would be most of the test's time.
const fillRequired = async (user: UserEvent) => {
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste('Joining Date', '05/01/2026');
  await paste('Employee Name', stored.name);
  await paste('Father Name', 'Zed Senior');
  await paste('Date Of Birth', '12/04/1995');
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(await screen.findByRole('option', { name: 'Engineering' }));
  await paste('Official Email', stored.officialEmail);
  await paste('Tracker Password', 'Zed@2026');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// The form is long (five sections of MUI fields): rendering and filling it takes more than the default
// 5 s on a busy machine, and a test cut off at 5 s keeps clicking into the next test's screen.
const FORM_TEST_TIMEOUT_MS = 20_000;

describe('EmployeeGeneralForm (add)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("shows spec A §5's required messages under the empty fields and saves nothing", async () => {
    const fetchMock = stubFetch({});
    const { user } = renderAddForm();

    await user.click(screen.getByRole('button', { name: 'Add' }));

    await screen.findByText(employeeTexts.joiningDateRequired);
    const expected: [label: string, message: string][] = [
      ['Joining Date', employeeTexts.joiningDateRequired],
      ['Date Of Birth', employeeTexts.dateOfBirthRequired],
      ['Employee Name', employeeTexts.nameRequired],
      ['Father Name', employeeTexts.fatherNameRequired],
      ['Official Email', employeeTexts.officialEmailRequired],
      ['Tracker Password', employeeTexts.trackerPasswordRequired],
    ];
    for (const [label, message] of expected) {
      expect(descriptionOf(screen.getByLabelText(label)), label).toBe(message);
    }
    expect(screen.getByText(employeePulseTexts.departmentRequired)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an official e-mail that is not one and a tracker password outside the rule', async () => {
    stubFetch({});
    const { user } = renderAddForm();

    await user.type(screen.getByLabelText('Official Email'), 'zed.at.example');
    await user.type(screen.getByLabelText('Tracker Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await screen.findByText(employeeTexts.officialEmailInvalid);
    expect(descriptionOf(screen.getByLabelText('Official Email'))).toBe(employeeTexts.officialEmailInvalid);
    expect(descriptionOf(screen.getByLabelText('Tracker Password'))).toBe(employeeTexts.trackerPasswordRule);
  });
});

describe('EmployeeGeneralForm (add): dates and one request per submit', {
  timeout: FORM_TEST_TIMEOUT_MS,
}, () => {
  it('shows typed dates as dd/mm/yyyy, sends them as days, and sends one POST for a double click', async () => {
    const posted: unknown[] = [];
    const fetchMock = stubFetch({
      'GET /api/v1/employees/email-available': { body: { isAvailable: true } },
      'POST /api/v1/employees': (body) => {
        posted.push(body);
        return { status: 201, body: stored };
      },
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <EmployeeGeneralForm
        mode="add"
        employee={undefined}
        options={options}
        timeZone="Asia/Kolkata"
        onSaved={onSaved}
      />,
    );

    await fillRequired(user);
    expect(screen.getByLabelText('Joining Date')).toHaveProperty('value', '05/01/2026');
    expect(screen.getByLabelText('Date Of Birth')).toHaveProperty('value', '12/04/1995');
    await user.dblClick(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    expect(posted).toHaveLength(1);
    // Left as it was: the organisation's default (null), not a mode of the employee's own.
    expect(posted[0]).toMatchObject({
      joiningDate: '2026-01-05',
      dateOfBirth: '1995-04-12',
      screenshotMode: null,
    });
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await screen.findByText(employeeTexts.added)).toBeDefined();
  });
});

describe('EmployeeGeneralForm: screenshot mode', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('offers the organisation default and each mode, and sends the one chosen', async () => {
    const posted: unknown[] = [];
    stubFetch({
      'GET /api/v1/employees/email-available': { body: { isAvailable: true } },
      'POST /api/v1/employees': (body) => {
        posted.push(body);
        return { status: 201, body: { ...stored, screenshotMode: 'off' } };
      },
    });
    const { user } = renderAddForm();

    const select = screen.getByRole('combobox', { name: 'Screenshots' });
    expect(select.textContent).toBe('Organisation default');
    await user.click(select);
    const offered = await screen.findAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual([
      'Organisation default',
      'Regular',
      'Blurred',
      'Off',
    ]);
    await user.click(screen.getByRole('option', { name: 'Off' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ screenshotMode: 'off' });
  });
});
