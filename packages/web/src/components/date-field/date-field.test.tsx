import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../test/render-with-providers';
import { DateField } from './date-field';

// A form's date, with a way to change it from outside (as a record that finishes loading does).
const Form = ({ initial = '' }: { initial?: string }) => {
  const [date, setDate] = useState(initial);
  return (
    <>
      <DateField label="Start Date" value={date} onChange={setDate} />
      <output aria-label="Stored">{date}</output>
      <button type="button" onClick={() => setDate('2026-11-23')}>
        Load
      </button>
    </>
  );
};

describe('DateField', () => {
  it('shows a stored day as dd/mm/yyyy and stores a typed one as YYYY-MM-DD', async () => {
    const { user } = renderWithProviders(<Form initial="2026-04-12" />);
    const field = screen.getByRole('textbox', { name: 'Start Date' });
    expect(field).toHaveProperty('value', '12/04/2026');
    await user.clear(field);
    await user.type(field, '5/1/2026');
    expect(screen.getByRole('status', { name: 'Stored' }).textContent).toBe('2026-01-05');
    await user.tab();
    expect(field).toHaveProperty('value', '05/01/2026');
  });

  it('takes the eight digits of dd/mm/yyyy typed without slashes', async () => {
    const { user } = renderWithProviders(<Form />);
    const field = screen.getByRole('textbox', { name: 'Start Date' });
    await user.type(field, '01112026');
    expect(screen.getByRole('status', { name: 'Stored' }).textContent).toBe('2026-11-01');
    await user.tab();
    expect(field).toHaveProperty('value', '01/11/2026');
  });

  it('says how to write a date that is not one, and stores nothing', async () => {
    const { user } = renderWithProviders(<Form />);
    const field = screen.getByRole('textbox', { name: 'Start Date' });
    await user.type(field, '31/02/2026');
    expect(descriptionOf(field)).toBe('Enter the date as dd/mm/yyyy.');
    expect(screen.getByRole('status', { name: 'Stored' }).textContent).toBe('');
  });

  it('does not rewrite what is being typed when a value arrives from outside', async () => {
    const { user } = renderWithProviders(<Form />);
    const field = screen.getByRole('textbox', { name: 'Start Date' });
    await user.type(field, '20/11');
    // The load lands while the field still has the focus (fired without moving it).
    screen.getByRole('button', { name: 'Load' }).click();
    expect(field).toHaveProperty('value', '20/11');
  });
});
