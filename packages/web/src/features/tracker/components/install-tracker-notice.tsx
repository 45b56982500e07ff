import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@pulse/shared/paths';
import { Link } from 'react-router';
import { useTrackerSetup } from '../api/get-tracker-setup';
import { trackerPageTexts as texts } from '../tracker-texts';

// The dashboard's pointer to the Tracker page while the person has no device signed in. Nothing
// while loading or when the question fails: it is a hint, not a card.
export const InstallTrackerNotice = () => {
  const setup = useTrackerSetup();
  if (setup.data?.activeDeviceCount !== 0) return null;
  return (
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
};
