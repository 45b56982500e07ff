import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { useListView } from './use-list-view';
import { ViewToggle } from './view-toggle';

const Screen = () => {
  const [view, setView] = useListView('holidays');
  return (
    <>
      <ViewToggle value={view} onChange={setView} label="Layout" />
      <p>Showing {view}</p>
    </>
  );
};

afterEach(() => localStorage.clear());

describe('useListView', () => {
  it('starts as tiles, and a choice is remembered for the next visit', async () => {
    const first = renderWithProviders(<Screen />);
    expect(screen.getByText('Showing tiles')).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'List View' }));
    expect(screen.getByText('Showing list')).toBeTruthy();
    first.unmount();

    renderWithProviders(<Screen />);
    expect(screen.getByText('Showing list')).toBeTruthy();
  });

  it('keeps each screen’s choice apart', async () => {
    localStorage.setItem('pulse.view.employees', 'list');
    renderWithProviders(<Screen />);
    expect(screen.getByText('Showing tiles')).toBeTruthy();
  });
});
