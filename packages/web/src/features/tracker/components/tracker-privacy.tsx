import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrackerSetup } from '@pulse/shared/contracts/tracker-setup';
import { SCREENSHOT_MODE_LABELS } from '@pulse/shared/contracts/tracking-settings';
import { trackerPageTexts as texts } from '../tracker-texts';

const ListOf = ({ heading, items }: { heading: string; items: string[] }) => (
  <Box component="section" aria-label={heading}>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {heading}
    </Typography>
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ mb: 0.5 }}>
          <Typography>{item}</Typography>
        </Box>
      ))}
    </Box>
  </Box>
);

// What the tracker records and what it never records, with the screenshot mode and the privacy
// settings (Settings → Tracking) that apply to the person reading.
export const TrackerPrivacy = ({ setup }: { setup: TrackerSetup }) => {
  const screenshots = {
    regular: [texts.recordsScreenshot],
    blurred: [texts.recordsBlurredScreenshot],
    off: [],
  }[setup.screenshotMode];
  const records = [
    texts.recordsWindow,
    ...(setup.hasTitleRedaction ? [texts.recordsRedaction] : []),
    texts.recordsInput,
    texts.recordsAway,
    ...screenshots,
    texts.recordsProject,
  ];
  const neverRecords = [
    texts.neverKeys,
    texts.neverPointer,
    ...(setup.screenshotMode === 'off' ? [texts.neverScreenshots] : []),
    texts.neverOtherWindows,
    texts.neverPrivateData,
    texts.neverPaused,
  ];
  const modeLabel = SCREENSHOT_MODE_LABELS[setup.screenshotMode];
  const isModeApart = setup.isScreenshotModeOwn && setup.screenshotMode !== setup.organizationScreenshotMode;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="tracker-privacy-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="tracker-privacy-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {texts.privacyHeading}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ListOf heading={texts.records} items={records} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ListOf heading={texts.neverRecords} items={neverRecords} />
        </Grid>
      </Grid>
      <Box component="section" aria-labelledby="tracker-screenshots-heading" sx={{ mt: 2 }}>
        <Typography
          id="tracker-screenshots-heading"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
        >
          {texts.screenshotsHeading}
        </Typography>
        <Typography>{texts.screenshotModeLine(modeLabel, setup.isScreenshotModeOwn)}</Typography>
        {isModeApart && (
          <Typography color="text.secondary">
            {texts.organisationModeLine(SCREENSHOT_MODE_LABELS[setup.organizationScreenshotMode])}
          </Typography>
        )}
        {setup.screenshotMode !== 'off' && (
          <Typography color="text.secondary">
            {texts.retentionLine(setup.screenshotRetentionDays)}
            {setup.canEmployeesDeleteScreenshots && ` ${texts.canDeleteLine}`}
          </Typography>
        )}
      </Box>
    </Paper>
  );
};
