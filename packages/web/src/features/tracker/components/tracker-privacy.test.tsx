import type { TrackerSetup } from '@pulse/shared/contracts/tracker-setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { trackerPageTexts as texts } from '../tracker-texts';
import { TrackerPrivacy } from './tracker-privacy';

const SETUP: TrackerSetup = {
  agent: null,
  screenshotMode: 'regular',
  organizationScreenshotMode: 'regular',
  isScreenshotModeOwn: false,
  screenshotRetentionDays: 90,
  hasTitleRedaction: false,
  canEmployeesDeleteScreenshots: false,
  activeDeviceCount: 0,
};

const listed = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The page says what the agent does with the settings in force for the reader, never more.
describe('what the tracker records', () => {
  it('says screenshots are blurred on the computer when an administrator set that apart for the person', () => {
    renderWithProviders(
      <TrackerPrivacy
        setup={{ ...SETUP, screenshotMode: 'blurred', isScreenshotModeOwn: true, hasTitleRedaction: true }}
      />,
    );
    expect(listed(texts.records)).toEqual(
      expect.arrayContaining([texts.recordsBlurredScreenshot, texts.recordsRedaction]),
    );
    expect(listed(texts.records)).not.toContain(texts.recordsScreenshot);
    const screenshots = screen.getByRole('region', { name: texts.screenshotsHeading });
    expect(screenshots.textContent).toContain('Mode: Blurred (set for you by an administrator).');
    expect(screenshots.textContent).toContain('Your organisation’s setting is Regular.');
  });

  it('lists screenshots among what it never records when they are off, without a retention', () => {
    renderWithProviders(<TrackerPrivacy setup={{ ...SETUP, screenshotMode: 'off' }} />);
    expect(listed(texts.neverRecords)).toContain(texts.neverScreenshots);
    expect(listed(texts.records).join(' ')).not.toMatch(/screenshot/i);
    expect(screen.queryByText(/kept for/)).toBeNull();
  });
});
