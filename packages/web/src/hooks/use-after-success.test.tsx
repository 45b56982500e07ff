import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_SUCCESS_MS, useAfterSuccess } from './use-after-success';

// A form whose Save succeeds at once and returns to the list as every Pulse form does, with a link
// away from it.
const SavingForm = () => {
  const navigate = useNavigate();
  const afterSuccess = useAfterSuccess();
  return (
    <>
      <h1>Form</h1>
      <button type="button" onClick={() => afterSuccess(() => navigate('/list'))}>
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
};

const renderForm = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/form', element: <SavingForm /> },
          { path: '/list', element: <h1>List</h1> },
          { path: '/elsewhere', element: <h1>Elsewhere</h1> },
        ],
        { initialEntries: ['/form'] },
      )}
    />,
  );

const heading = () => screen.getByRole('heading').textContent;

// The delay is what is tested, so time is fake; clicks are fireEvent's, which waits on no timer.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterSuccess', () => {
  it('returns to the list 2 seconds after the save, not before', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await act(() => vi.advanceTimersByTimeAsync(AFTER_SUCCESS_MS - 1));
    expect(heading()).toBe('Form');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(heading()).toBe('List');
  });

  it('leaves the user where they went when they leave the form before then', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => vi.advanceTimersByTimeAsync(AFTER_SUCCESS_MS / 2));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(heading()).toBe('Elsewhere');

    await act(() => vi.advanceTimersByTimeAsync(AFTER_SUCCESS_MS * 5));
    expect(heading()).toBe('Elsewhere');
  });
});
