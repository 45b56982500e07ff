import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { descriptionOf } from '../../test/render-with-providers';
import { FormCountedTextField } from './form-counted-text-field';
import { FormNumberField } from './form-number-field';
import { FormSelectField } from './form-select-field';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  status: z.number({ error: 'Status is required' }),
  budget: z.number({ error: 'Budget is required' }).int('Whole numbers only'),
});
type Values = { name: string; status: number | ''; budget: number | undefined };

// A form on the shared pieces that shows what it would send.
const SharedFieldsForm = () => {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    defaultValues: { name: '', status: '', budget: undefined },
  });
  const [sent, setSent] = useState('');
  return (
    <form noValidate onSubmit={handleSubmit((values) => setSent(JSON.stringify(values)))}>
      <FormCountedTextField control={control} name="name" label="Name" max={20} />
      <FormSelectField
        control={control}
        name="status"
        label="Status"
        choices={[
          { id: 1, name: 'Open' },
          { id: 2, name: 'Closed' },
        ]}
      />
      <FormNumberField control={control} name="budget" label="Budget" adornment="₹" isWholeNumber />
      <button type="submit">Save</button>
      <output>{sent}</output>
    </form>
  );
};

// MUI's select menu and typing into three fields take longer than the default 5 s on a busy machine.
describe('the shared text, select and number fields', { timeout: 20_000 }, () => {
  it("show the schema's messages under empty fields and send nothing", async () => {
    render(<SharedFieldsForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeDefined();
    expect(descriptionOf(screen.getByRole('combobox', { name: 'Status' }))).toBe('Status is required');
    expect(descriptionOf(screen.getByRole('spinbutton', { name: 'Budget' }))).toBe('Budget is required');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('count the text, and send the chosen id and the typed number as numbers', async () => {
    const user = userEvent.setup();
    render(<SharedFieldsForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(descriptionOf(name)).toBe('0 / 20');
    await user.type(name, 'Apollo');
    expect(descriptionOf(name)).toBe('6 / 20');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Budget' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('{"name":"Apollo","status":2,"budget":1500}')).toBeDefined();
  });
});
