import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '@pulse/shared/paths';
import { invitationTexts } from '@pulse/shared/spec-texts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { AcceptInvitationForm } from '../../features/auth/components/accept-invitation-form';

// The token is in the link's fragment (#token=…), which the browser never sends to a server.
const tokenFromFragment = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

export const AcceptInvitationRoute = () => {
  const [token] = useState(tokenFromFragment);
  // Read once; then the address bar (and a screenshot of it) no longer shows it.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return (
    <AuthLayout title={invitationTexts.pageTitle} subtitle="Set the password you will sign in to Pulse with.">
      {token ? (
        <AcceptInvitationForm token={token} />
      ) : (
        <Alert severity="warning">{invitationTexts.linkMissing}</Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.signIn.getHref()}>
          Sign in
        </Link>
      </Box>
    </AuthLayout>
  );
};
