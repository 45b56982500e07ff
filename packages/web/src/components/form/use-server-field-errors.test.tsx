import { employeeTexts, leaveTexts, pulseTexts } from '@pulse/shared/spec-texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { descriptionOf } from '../../test/render-with-providers';
import { FormTextField } from './form-text-field';
import { useServerFieldErrors } from './use-server-field-errors';

type Values = { email: string; organizationName: string; managers: string[] };

// A form with the hook and a button that hands it a failure, showing what the hook answered.
const FormWithServerErrors = ({ failure }: { failure: unknown }) => {
  const form = useForm<Values>({ defaultValues: { email: '', organizationName: '', managers: [] } });
  const applyServerErrors = useServerFieldErrors(form);
  const [answer, setAnswer] = useState('');
  const managersError = form.formState.errors.managers?.message;
  return (
    <form>
      <FormTextField control={form.control} name="email" label="Email" />
      <FormTextField control={form.control} name="organizationName" label="Organization Name" />
      {managersError && <p>{managersError}</p>}
      <button type="button" onClick={() => setAnswer(applyServerErrors(failure) ? 'matched' : 'unmatched')}>
        Apply
      </button>
      <output>{answer}</output>
    </form>
  );
};

const validationFailure = (errors: { path: string; message: string }[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.', errors);

const apply = async (failure: unknown) => {
  render(<FormWithServerErrors failure={failure} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
};

describe('useServerFieldErrors', () => {
  it('puts each server message under the field its path names, and focuses the first', async () => {
    await apply(
      validationFailure([
        { path: 'email', message: employeeTexts.officialEmailInvalid },
        // A prefixed path and an item of a list field name their field too.
        { path: 'body.organizationName', message: pulseTexts.organizationNameRequired },
        { path: 'managers.0', message: leaveTexts.managersRequired },
      ]),
    );

    const email = screen.getByLabelText('Email');
    expect(descriptionOf(email)).toBe(employeeTexts.officialEmailInvalid);
    expect(descriptionOf(screen.getByLabelText('Organization Name'))).toBe(
      pulseTexts.organizationNameRequired,
    );
    expect(screen.getByText(leaveTexts.managersRequired)).toBeDefined();
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('status').textContent).toBe('matched');
  });

  it('answers false and marks no field when no path names one of the form', async () => {
    await apply(
      validationFailure([
        { path: 'organizationId', message: 'Not a field of this form' },
        { path: 'timeZone', message: pulseTexts.timeZoneInvalid },
      ]),
    );

    expect(screen.getByRole('status').textContent).toBe('unmatched');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('');
    expect(screen.queryByText(pulseTexts.timeZoneInvalid)).toBeNull();
  });

  it('answers false for a failure that is not a problem answer', async () => {
    await apply(new TypeError('Failed to fetch'));

    expect(screen.getByRole('status').textContent).toBe('unmatched');
  });
});
