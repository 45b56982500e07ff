import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { paths } from '@pulse/shared/paths';
import { pulseTexts } from '@pulse/shared/spec-texts';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { forgetSignOutReason, readSignOutReason } from '../../features/auth/api/sign-out';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useMe } from '../../lib/current-employee';
import { returnPathFrom } from '../../lib/return-path';

// Served at / and /login (with ?organization=<id>: that organisation's single sign-on). spec A §2: a visitor who already has a live session goes to /dashboard (or
// to the page that sent them here, `?next=`).
export const SignInRoute = () => {
  const { data: me } = useMe();
  const [searchParams] = useSearchParams();
  // An organisation's own sign-in address (/login?organization=<id>) offers its single sign-on at once.
  const organizationId = searchParams.get('organization') ?? undefined;
  // Said once: a reload of the sign-in screen no longer says why the last sign-out happened.
  const [signOutReason] = useState(readSignOutReason);
  useEffect(forgetSignOutReason, []);
  if (me)
    return <Navigate to={returnPathFrom(searchParams.get('next')) ?? paths.dashboard.getHref()} replace />;

  return (
    <AuthLayout title="Welcome back" subtitle="Use your official e-mail address to open Pulse.">
      {signOutReason === 'inactivity' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {pulseTexts.sessionExpired}
        </Alert>
      )}
      <SignInForm organizationId={organizationId} />
      <Box sx={{ mt: 1, textAlign: 'right' }}>
        <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
          {passwordTexts.forgotLink}
        </Link>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={paths.signUp.getHref()}>
          Create an organization
        </Link>
        <Link component={RouterLink} to={paths.home.getHref()}>
          Home
        </Link>
      </Box>
    </AuthLayout>
  );
};
