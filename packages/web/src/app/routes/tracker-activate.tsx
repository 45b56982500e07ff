import Button from '@mui/material/Button';
import { paths } from '@pulse/shared/paths';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../components/feedback/full-page-spinner';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { TrackerActivation } from '../../features/tracker-activation/components/tracker-activation';
import { useMe } from '../../lib/current-employee';

// The tracker's sign-in by code (RFC 8628's verification URI, /tracker/activate?code=…). Anyone may
// open the link; a signed-out visitor signs in first (two-factor included) and comes back here.
export const TrackerActivateRoute = () => {
  const { data: me, error } = useMe();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  if (me === undefined) {
    if (error) throw error;
    return <FullPageSpinner />;
  }
  if (me === null)
    return <Navigate to={paths.signIn.getHref(`${location.pathname}${location.search}`)} replace />;
  return (
    <AuthLayout title="Sign in the tracker" subtitle={`Signed in to Pulse as ${me.name}.`}>
      <TrackerActivation
        initialCode={searchParams.get('code')}
        employeeName={me.name}
        doneAction={
          <Button component={RouterLink} to={paths.dashboard.getHref()} variant="outlined">
            Go to the dashboard
          </Button>
        }
      />
    </AuthLayout>
  );
};
