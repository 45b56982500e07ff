import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@pulse/shared/paths';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useTrackingSettings } from '../api/get-tracking-settings';
import { ScreenshotModesTable } from './screenshot-modes-table';
import { TrackingSettingsForm } from './tracking-settings-form';

// Settings → Tracking: the organisation's privacy rules for what the tracker keeps, each employee's
// screenshot mode, and the way to the audit trail that records who looked and who changed what.
export const TrackingSettingsTab = () => {
  const settings = useTrackingSettings();
  if (settings.isPending)
    return (
      <Skeleton
        variant="rounded"
        height={420}
        sx={{ maxWidth: 760 }}
        aria-label="Loading tracking settings"
      />
    );
  if (settings.isError) return <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.audit.getHref()}>
          {texts.auditLink}
        </Button>
      </Box>
      <TrackingSettingsForm settings={settings.data} />
      <Box component="section" aria-label={texts.employeesHeading}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {texts.employeesHeading}
        </Typography>
        <ScreenshotModesTable organizationDefault={settings.data.screenshotMode} />
      </Box>
    </Box>
  );
};
