import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ManualTimeSection } from './manual-time-section';

const entry = {
  id: '3e0d9f8a-7b6c-4d5e-8f4a-3b2c1d0e9f84',
  from: '16:05',
  to: '16:50',
  minutes: 45,
  project: { id: '0b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c51', name: 'Pulse Mobile App' },
  todo: { id: '1c8b7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d62', name: 'Offline sync of tracked time' },
  isProductive: false,
  reason: 'Bank visit',
};

describe('ManualTimeSection', () => {
  it('lists the approved entries apart, with their total, kind and reason', () => {
    renderWithProviders(<ManualTimeSection manualTime={{ totalMinutes: 45, entries: [entry] }} />);
    const section = screen.getByRole('region', { name: `${texts.manualHeading} (0:45)` });
    const item = within(section).getByRole('listitem');
    expect(item.textContent).toContain('16:05–16:50');
    expect(item.textContent).toContain('Pulse Mobile App · Offline sync of tracked time');
    expect(within(item).getByText(texts.unproductive)).toBeDefined();
    expect(within(item).getByText('Bank visit')).toBeDefined();
    // Someone else's day: nothing to add from here.
    expect(screen.queryByRole('link', { name: texts.addButton })).toBeNull();
  });

  it('offers the employee to add manual time on their own day, and hides an empty section otherwise', () => {
    const { unmount } = renderWithProviders(
      <ManualTimeSection
        manualTime={{ totalMinutes: 0, entries: [] }}
        addHref="/dashboard/manual-time?add=1"
      />,
    );
    expect(screen.getByText(texts.noManualTime)).toBeDefined();
    expect(screen.getByRole('link', { name: texts.addButton }).getAttribute('href')).toBe(
      '/dashboard/manual-time?add=1',
    );
    unmount();
    renderWithProviders(<ManualTimeSection manualTime={{ totalMinutes: 0, entries: [] }} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
