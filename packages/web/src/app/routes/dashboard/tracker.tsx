import Stack from '@mui/material/Stack';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { EmployeeDevicesPanel } from '../../../features/employees/components/employee-devices-panel';
import { TrackerScreen } from '../../../features/tracker/components/tracker-screen';
import { platformOfUserAgent } from '../../../features/tracker/install-steps';
import { trackerPageTexts } from '../../../features/tracker/tracker-texts';
import { useCurrentEmployee } from '../../../lib/current-employee';

// Installing the tracker: every role installs it for themselves. The commands name this
// server as the browser reaches it; the person's own devices (features/employees) follow, with Revoke.
export const TrackerRoute = () => {
  const me = useCurrentEmployee();
  return (
    <ContentLayout title={trackerPageTexts.pageTitle}>
      <Stack spacing={2}>
        <TrackerScreen
          target={{ origin: window.location.origin, email: me.officialEmail }}
          initialPlatform={platformOfUserAgent(navigator.userAgent)}
        />
        <EmployeeDevicesPanel employeeId={me.id} timeZone={me.organization.timeZone} />
      </Stack>
    </ContentLayout>
  );
};
