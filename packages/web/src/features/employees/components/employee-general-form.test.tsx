import type { EmployeeFormOptions } from '@pulse/shared/contracts/employees';
import { employeePulseTexts, employeeTexts } from '@pulse/shared/spec-texts';
import { screen } from '@testing-library/react';
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployeeGeneralForm (add)', () => {
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
