import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListToolbar } from './list-toolbar';

describe('ListToolbar', () => {
  it('shows the year and offers the others', async () => {
    const onChange = vi.fn();
    render(<ListToolbar year={{ value: 2026, years: [2026, 2025, 2024], onChange }} />);
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select.textContent).toBe('2026');
    await userEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '2025' }));
    expect(onChange).toHaveBeenCalledWith(2025);
  });

  it('leaves the year empty while its choices are not known', () => {
    render(<ListToolbar year={{ value: 2026, years: [], onChange: () => undefined }} />);
    expect(screen.getByRole('combobox', { name: 'Year' }).textContent).not.toContain('2026');
  });

  it('shows the screen’s controls and actions', async () => {
    const onAdd = vi.fn();
    render(
      <ListToolbar actions={<Button onClick={onAdd}>Add Holiday</Button>}>
        <Button>Tiles View</Button>
      </ListToolbar>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tiles View' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
