import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@pulse/shared/paths';
import { Link } from 'react-router';
import { trackerPageTexts as texts } from '../tracker-texts';

// The dashboard's pointer to the Tracker page, shown while the person has no device signed in.
export const InstallTrackerNotice = () => (
  <Alert
    severity="info"
    // A hint shown once the page has loaded, not an alarm: announced politely.
    role="status"
    action={
      <Button component={Link} to={paths.tracker.getHref()} color="inherit" size="small">
        {texts.noDeviceAction}
      </Button>
    }
  >
    {texts.noDeviceNotice}
  </Alert>
);
