import type { DayActivity } from '@pulse/shared/contracts/activity';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WindowUsagePanel } from './window-usage-panel';

const development = { id: crypto.randomUUID(), name: 'Development', productivity: 'productive' as const };
const social = { id: crypto.randomUUID(), name: 'Social Media', productivity: 'unproductive' as const };

const dayWith = (
  windowUsage: DayActivity['windowUsage'],
  percents = { productive: 70, neutral: 10, unproductive: 5, uncategorised: 15 },
): DayActivity =>
  ({
    windowUsage,
    productivity: {
      seconds: { productive: 7000, neutral: 1000, unproductive: 500, uncategorised: 1500 },
      percents,
      focusedSeconds: 10_000,
    },
  }) as DayActivity;

describe('WindowUsagePanel', { timeout: 20_000 }, () => {
  it('shows each application’s category as a chip and the day’s productivity shares', async () => {
    const { user } = renderWithProviders(
      <WindowUsagePanel
        day={dayWith([
          { title: 'Visual Studio Code', percent: 60, category: development },
          { title: 'Google Chrome', percent: 30, category: social },
          { title: 'Lock screen', percent: 10, category: null },
        ])}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Window Usage' }));

    const items = within(screen.getByRole('list', { name: 'Window usage' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Visual Studio CodeDevelopment60%',
      'Google ChromeSocial Media30%',
      'Lock screenUncategorised10%',
    ]);
    // The level is in the chip's name, not only in its colour.
    expect(within(items[0] as HTMLElement).getByLabelText('Development (Productive)')).toBeDefined();
    expect(within(items[1] as HTMLElement).getByLabelText('Social Media (Unproductive)')).toBeDefined();
    expect(within(items[2] as HTMLElement).getByLabelText('Uncategorised')).toBeDefined();

    const shares = screen.getByRole('region', { name: 'Productivity of the day' });
    expect(
      within(shares).getByRole('img', {
        name: 'Productive 70%, Neutral 10%, Unproductive 5%, Uncategorised 15%',
      }),
    ).toBeDefined();
  });

  it('leaves the shares out of a day without focused time', async () => {
    const day = dayWith([]);
    const { user } = renderWithProviders(
      <WindowUsagePanel day={{ ...day, productivity: { ...day.productivity, focusedSeconds: 0 } }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Window Usage' }));
    expect(screen.getByText('No screenshot found!')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Productivity of the day' })).toBeNull();
  });
});
